import {
  DescribeContinuousBackupsCommand,
  type DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TTL_ATTRIBUTE } from '@shop/lambdas/db/table-design';
import { SETTING_SOURCES } from '../settings.ts';

export interface RestoreRequest {
  /** The table to restore from (the stack's TableName output). */
  source: string;
  /** The moment to restore to. */
  to: Date;
  /** The new table's name; by default the source's with `-restored-<time>`. */
  target?: string;
}

export interface RestoreResult {
  target: string;
  /** What the operator runs next, each line a command or an instruction. */
  nextSteps: string[];
}

/** How long to wait for the restore: DynamoDB restores at its own pace, hours for a large table. */
const RESTORE_WAIT_SECONDS = 6 * 60 * 60;

/** `ShopStack-Table` restored to 2026-03-01T09:59:00Z -> `ShopStack-Table-restored-20260301T0959`. */
export function restoredTableName(source: string, to: Date): string {
  const stamp = to.toISOString().slice(0, 16).replace(/[-:]/g, '');
  // DynamoDB names are at most 255 characters; the suffix is 23.
  return `${source.slice(0, 232)}-restored-${stamp}`;
}

/**
 * The restore drill (docs/operations.md, Restoring the table): restores the table to a point in time under a new name,
 * waits for it, gives it what a restore does not carry over (point-in-time recovery, TTL, deletion protection), and
 * returns the deploy that points the stack at it. Each step says what it does through `say`.
 */
export async function restoreTable(
  client: DynamoDBClient,
  request: RestoreRequest,
  say: (line: string) => void,
  wait: { maxWaitSeconds?: number; minDelaySeconds?: number } = {},
): Promise<RestoreResult> {
  const { source, to } = request;
  const target = request.target ?? restoredTableName(source, to);

  const { ContinuousBackupsDescription: backups } = await client.send(
    new DescribeContinuousBackupsCommand({ TableName: source }),
  );
  const recovery = backups?.PointInTimeRecoveryDescription;
  if (recovery?.PointInTimeRecoveryStatus !== 'ENABLED') {
    throw new Error(`Point-in-time recovery is not enabled on ${source}: it cannot be restored to a point in time`);
  }
  const earliest = recovery.EarliestRestorableDateTime;
  const latest = recovery.LatestRestorableDateTime;
  if ((earliest && to < earliest) || (latest && to > latest)) {
    throw new Error(
      `${to.toISOString()} is outside ${source}'s restorable period, ${earliest?.toISOString()} to ${latest?.toISOString()}`,
    );
  }

  say(`Restoring ${source} as it was at ${to.toISOString()} into ${target}...`);
  await client.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: source,
      TargetTableName: target,
      RestoreDateTime: to,
      // As the stack makes its table: on demand, encrypted with the AWS managed key.
      BillingModeOverride: 'PAY_PER_REQUEST',
      SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
    }),
  );
  say(`Waiting for ${target} to become active (a large table takes hours)...`);
  const waited = await waitUntilTableExists(
    {
      client,
      maxWaitTime: wait.maxWaitSeconds ?? RESTORE_WAIT_SECONDS,
      minDelay: wait.minDelaySeconds ?? 20,
      maxDelay: 120,
    },
    { TableName: target },
  );
  if (waited.state !== 'SUCCESS') throw new Error(`${target} did not become active: ${waited.state}`);

  // A restored table has the keys, indexes and items, but none of these settings.
  say('Turning on point-in-time recovery, the TTL sweep and deletion protection...');
  await client.send(
    new UpdateContinuousBackupsCommand({
      TableName: target,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: target,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  await client.send(new UpdateTableCommand({ TableName: target, DeletionProtectionEnabled: true }));

  return {
    target,
    nextSteps: [
      `Point the stack at it, with the settings of your last deploy: npm run deploy -- -c tableName=${target}`,
      `  (or ${SETTING_SOURCES.tableName}=${target}; keep it set on every later deploy, e.g. in cdk.json's "context")`,
      `Check the shop (docs/operations.md, Checking a first deploy), then keep ${source} until you are sure: it is retained and deletion-protected.`,
    ],
  };
}
