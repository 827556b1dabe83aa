import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TTL_ATTRIBUTE } from '@shop/lambdas/db/table-design';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { restoredTableName, restoreTable } from '../src/restore/restore-table.ts';
import { readSettings } from '../src/settings.ts';

const dynamodb = mockClient(DynamoDBClient);
const SOURCE = 'ShopStack-DataTable1234-ABCD';
const TO = new Date('2026-03-01T09:59:00Z');
const TARGET = 'ShopStack-DataTable1234-ABCD-restored-20260301T0959';
const FAST = { maxWaitSeconds: 5, minDelaySeconds: 1 };

function recoveryWindow(status = 'ENABLED') {
  dynamodb.on(DescribeContinuousBackupsCommand).resolves({
    ContinuousBackupsDescription: {
      ContinuousBackupsStatus: 'ENABLED',
      PointInTimeRecoveryDescription: {
        PointInTimeRecoveryStatus: status as 'ENABLED',
        EarliestRestorableDateTime: new Date('2026-02-01T00:00:00Z'),
        LatestRestorableDateTime: new Date('2026-03-02T00:00:00Z'),
      },
    },
  });
}

beforeEach(() => {
  dynamodb.reset();
  recoveryWindow();
  dynamodb.on(RestoreTableToPointInTimeCommand).resolves({});
  dynamodb.on(DescribeTableCommand).resolves({ Table: { TableName: TARGET, TableStatus: 'ACTIVE' } });
});

describe('the table restore drill', () => {
  it('restores to the moment asked under a new name, on demand and KMS-encrypted like the stack’s table', async () => {
    const lines: string[] = [];

    const result = await restoreTable(dynamodb as unknown as DynamoDBClient, { source: SOURCE, to: TO }, (line) =>
      lines.push(line),
    );

    expect(result.target).toBe(TARGET);
    expect(dynamodb.commandCalls(RestoreTableToPointInTimeCommand).map((call) => call.args[0].input)).toEqual([
      {
        SourceTableName: SOURCE,
        TargetTableName: TARGET,
        RestoreDateTime: TO,
        BillingModeOverride: 'PAY_PER_REQUEST',
        SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
      },
    ]);
    expect(lines[0]).toContain(`Restoring ${SOURCE} as it was at 2026-03-01T09:59:00.000Z into ${TARGET}`);
  });

  it('turns on what a restore leaves off (recovery, TTL, deletion protection) only once the new table is active', async () => {
    dynamodb
      .on(DescribeTableCommand)
      .resolvesOnce({ Table: { TableName: TARGET, TableStatus: 'CREATING' } })
      .resolves({ Table: { TableName: TARGET, TableStatus: 'ACTIVE' } });

    await restoreTable(dynamodb as unknown as DynamoDBClient, { source: SOURCE, to: TO }, () => {}, FAST);

    const order = dynamodb.calls().map((call) => call.args[0].constructor.name);
    expect(order).toEqual([
      'DescribeContinuousBackupsCommand',
      'RestoreTableToPointInTimeCommand',
      'DescribeTableCommand',
      'DescribeTableCommand',
      'UpdateContinuousBackupsCommand',
      'UpdateTimeToLiveCommand',
      'UpdateTableCommand',
    ]);
    expect(dynamodb.commandCalls(UpdateContinuousBackupsCommand)[0]?.args[0].input).toEqual({
      TableName: TARGET,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(dynamodb.commandCalls(UpdateTimeToLiveCommand)[0]?.args[0].input).toEqual({
      TableName: TARGET,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
    expect(dynamodb.commandCalls(UpdateTableCommand)[0]?.args[0].input).toEqual({
      TableName: TARGET,
      DeletionProtectionEnabled: true,
    });
  }, 15_000);

  it('ends with the deploy that points the stack at the new table, through a setting the stack accepts', async () => {
    const result = await restoreTable(
      dynamodb as unknown as DynamoDBClient,
      { source: SOURCE, to: TO, target: 'shop-restored' },
      () => {},
    );

    expect(result.nextSteps[0]).toContain('npm run deploy -- -c tableName=shop-restored');
    expect(readSettings((key) => (key === 'tableName' ? 'shop-restored' : undefined), {}).tableName).toBe(
      'shop-restored',
    );
  });

  it.each([
    ['before the earliest restorable time', new Date('2026-01-31T23:59:00Z')],
    ['after the latest restorable time', new Date('2026-03-02T00:01:00Z')],
  ])('refuses a moment %s, before restoring anything', async (_when, to) => {
    const restore = restoreTable(dynamodb as unknown as DynamoDBClient, { source: SOURCE, to }, () => {});

    await expect(restore).rejects.toThrow(/outside .*restorable period, 2026-02-01T00:00:00.000Z to 2026-03-02/);
    expect(dynamodb.commandCalls(RestoreTableToPointInTimeCommand)).toEqual([]);
  });

  it('refuses a table without point-in-time recovery', async () => {
    recoveryWindow('DISABLED');

    const restore = restoreTable(dynamodb as unknown as DynamoDBClient, { source: SOURCE, to: TO }, () => {});

    await expect(restore).rejects.toThrow('Point-in-time recovery is not enabled');
    expect(dynamodb.commandCalls(RestoreTableToPointInTimeCommand)).toEqual([]);
  });

  it('fails, changing nothing on it, when the new table never becomes active', async () => {
    dynamodb.on(DescribeTableCommand).resolves({ Table: { TableName: TARGET, TableStatus: 'CREATING' } });

    const restore = restoreTable(dynamodb as unknown as DynamoDBClient, { source: SOURCE, to: TO }, () => {}, {
      maxWaitSeconds: 2,
      minDelaySeconds: 1,
    });

    await expect(restore).rejects.toThrow();
    expect(dynamodb.commandCalls(UpdateTableCommand)).toEqual([]);
  }, 15_000);

  it('names the restored table after its source and the moment, within DynamoDB’s 255 characters', () => {
    expect(restoredTableName('shop', TO)).toBe('shop-restored-20260301T0959');
    expect(restoredTableName('t'.repeat(255), TO).length).toBeLessThanOrEqual(255);
  });
});
