import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_CSV_COLUMNS, type PlanImportUploads } from '@shop/shared/admin/plan-import';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/plan-import/create-plan-import.ts';
import { handler as dryRunHandler } from '../../../src/handlers/admin/plan-import/dry-run-plan-import.ts';
import { handler as startHandler } from '../../../src/handlers/admin/plan-import/start-plan-import.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const IMPORT_ID = '0b5c4a52-6f1e-4d55-9a44-3f2a6f0c1d11';
const MB = 1024 * 1024;

const csvBody = (text: string) => ({ Body: { transformToString: async () => text } }) as never;
const job = {
  pk: `IMPORT#${IMPORT_ID}`,
  sk: 'JOB',
  id: IMPORT_ID,
  state: 'uploaded',
  refused: {},
  created_at: '2026-11-01T10:00:00.000Z',
  created_by: 'admin-ama',
};
const csv = `${PLAN_CSV_COLUMNS.join(',')}\n,Villa Nima,,,,villa,4,3,220,,,250,450,650,false,active,front.jpg,,nima.pdf,,\n`;

const dryRun = (as = ADMIN) =>
  callAs(dryRunHandler, {
    method: 'POST',
    route: '/api/admin/plan-imports/{id}/dry-run',
    params: { id: IMPORT_ID },
    as,
  });
const start = () =>
  callAs(startHandler, {
    method: 'POST',
    route: '/api/admin/plan-imports/{id}/start',
    params: { id: IMPORT_ID },
    as: ADMIN,
  });

beforeEach(() => {
  db.reset();
  s3.reset();
  stubAdminEnv(vi);
  db.on(GetCommand).resolves({ Item: job });
  db.on(BatchGetCommand).resolves({ Responses: { shop: [] } });
  db.on(QueryCommand).resolves({ Items: [] });
  s3.on(GetObjectCommand).resolves(csvBody(csv));
});

describe('POST /api/admin/plan-imports', () => {
  it('hands out a presigned POST per usable file and none for a file too large or of the wrong type', async () => {
    db.on(PutCommand).resolves({});

    const result = await callAs(createHandler, {
      method: 'POST',
      route: '/api/admin/plan-imports',
      as: ADMIN,
      body: {
        csv: { name: 'plans.csv', size: 1000 },
        files: [
          { name: 'front.jpg', size: MB },
          { name: 'nima.pdf', size: 2 * MB },
          { name: 'huge.png', size: 11 * MB },
          { name: 'virus.exe', size: 10 },
        ],
      },
    });

    expect(result.status).toBe(201);
    const opened = result.body as PlanImportUploads;
    expect(opened.files.map((file) => file.name)).toEqual(['front.jpg', 'nima.pdf']);
    const front = opened.files[0] as PlanImportUploads['files'][number];
    expect(front.fields.key).toBe(`plan-imports/${result.body.id}/files/front.jpg`);
    expect(front.fields['Content-Type']).toBe('image/jpeg');
    const policy = JSON.parse(Buffer.from(front.fields.Policy as string, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * MB]);
    const stored = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(stored).toMatchObject({ sk: 'JOB', state: 'uploaded', refused: { 'huge.png': 11 * MB, 'virus.exe': 10 } });
  });

  it('is refused to a buyer', async () => {
    const result = await dryRun(BUYER);
    expect(result.status).toBe(403);
  });
});

describe('POST /api/admin/plan-imports/{id}/dry-run', () => {
  it('reports a file the CSV names that was not uploaded, and writes nothing', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: `plan-imports/${IMPORT_ID}/files/nima.pdf`, Size: MB }] });

    const result = await dryRun();

    expect(result.status).toBe(200);
    expect(result.body.problems).toEqual([
      { line: 2, field: 'image', message: 'File "front.jpg" was not uploaded with the CSV' },
    ]);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});

describe('POST /api/admin/plan-imports/{id}/start', () => {
  it('refuses to start while the dry run has problems, writing no row and no task', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [] });

    const result = await start();

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Fix every problem the dry run reports before importing');
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('records each row as pending and writes one task per row for the worker', async () => {
    s3.on(ListObjectsV2Command).resolves({
      Contents: [
        { Key: `plan-imports/${IMPORT_ID}/files/nima.pdf`, Size: MB },
        { Key: `plan-imports/${IMPORT_ID}/files/front.jpg`, Size: MB },
      ],
    });
    db.on(PutCommand).resolves({});
    // The rows are read back as the start wrote them.
    db.on(QueryCommand).callsFake(() => ({
      Items: db
        .commandCalls(PutCommand)
        .map((call) => call.args[0].input.Item)
        .filter((item) => String(item?.sk).startsWith('ROW#')),
    }));

    const result = await start();

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ state: 'running', pending: 1, done: 0 });
    const rowPut = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(rowPut?.Item).toMatchObject({ sk: 'ROW#000002', state: 'pending', title: 'Villa Nima' });
    expect(rowPut?.ConditionExpression).toBe('attribute_not_exists(#state) OR #state <> :done');
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      `plan-imports/tasks/${IMPORT_ID}/2.json`,
    ]);
  });
});
