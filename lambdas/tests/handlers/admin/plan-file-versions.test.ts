import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as listHandler } from '../../../src/handlers/admin/plans/list-plan-file-versions.ts';
import { handler as reviseHandler } from '../../../src/handlers/admin/plans/revise-plan-file.ts';
import { callAs } from '../../support/call-handler.ts';
import { updateSets } from '../../support/update-sets.ts';
import { ADMIN, auditItems, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const PLAN_KEY = { pk: 'PLAN#villa-01', sk: 'PLAN' };
const OLD = 'plans/villa-01/basic/floor-plans.pdf';
const NEW = 'plans/villa-01/basic/floor-plans-rev-b.pdf';
const PLAN_FILES = { basic: [OLD], standard: ['plans/villa-01/standard/site.dxf'], premium: [] };

const revise = (body: unknown, as = ADMIN) =>
  callAs(reviseHandler, {
    method: 'POST',
    route: '/api/admin/plans/{id}/file-versions',
    params: { id: 'villa-01' },
    body,
    as,
  });

const notFound = () => Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });

beforeEach(() => {
  db.reset();
  s3.reset();
  stubAdminEnv(vi);
  db.on(GetCommand, { Key: PLAN_KEY }).resolves({ Item: { plan_files: PLAN_FILES } });
  db.on(QueryCommand).resolves({ Items: [] });
  db.on(UpdateCommand).resolves({});
  db.on(PutCommand).resolves({});
  s3.on(HeadObjectCommand).resolves({});
  s3.on(PutObjectCommand).resolves({});
});

describe('POST /api/admin/plans/{id}/file-versions', () => {
  it('saves the upload as the new version: the old file marked replaced, the plan list updated, audited, buyers told', async () => {
    // Act
    const result = await revise({ replaces: OLD, key: NEW });

    // Assess
    expect(result.status).toBe(200);
    const updates = db.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    const claim = updates.find((input) => input.Key?.sk === `FILE#${OLD}`);
    expect(claim?.ConditionExpression).toBe('attribute_not_exists(replaced_by)');
    expect(updateSets(claim)).toMatchObject({ replaced_by: NEW, tier: 'basic' });
    const list = updates.find((input) => input.Key?.sk === 'PLAN');
    expect(updateSets(list)).toEqual({ 'plan_files.basic': [NEW] });
    expect(list?.ExpressionAttributeValues).toMatchObject({ ':old': OLD, ':count': 1 });
    expect(updateSets(updates.find((input) => input.Key?.sk === `FILE#${NEW}`))).toMatchObject({
      replaces: OLD,
      uploaded_by: ADMIN.email,
    });
    const [audit] = auditItems(db.commandCalls(PutCommand) as never);
    expect(audit).toMatchObject({ action: 'plan.file_revised', target_id: 'villa-01', actor_email: ADMIN.email });
    const request = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(request?.Key).toMatch(/^deliveries\/requests\/revision-villa-01-/);
    expect(JSON.parse(String(request?.Body))).toEqual({
      kind: 'revision',
      planId: 'villa-01',
      replaces: OLD,
      key: NEW,
    });
    // The answer lists the plan's files as they are now: the new version is the current basic file.
    expect((result.body.files as { versions: { key: string; current: boolean }[] }[])[0]?.versions[0]).toMatchObject({
      key: NEW,
      current: true,
    });
  });

  it('saves a new version kept under the same name, from its version folder, and lists it as the current file', async () => {
    const sameName = 'plans/villa-01/basic/v2/floor-plans.pdf';

    const result = await revise({ replaces: OLD, key: sameName });

    expect(result.status).toBe(200);
    const list = db.commandCalls(UpdateCommand).find((call) => call.args[0].input.Key?.sk === 'PLAN');
    expect(updateSets(list?.args[0].input)).toEqual({ 'plan_files.basic': [sameName] });
    expect((result.body.files as { versions: { key: string; name: string }[] }[])[0]?.versions[0]).toMatchObject({
      key: sameName,
      name: 'floor-plans.pdf',
    });
  });

  it.each([
    [
      'a file that is not one of the plan’s current files',
      { replaces: 'plans/villa-01/basic/gone.pdf', key: NEW },
      404,
      "That file is not one of this plan's current files",
    ],
    [
      'a new version in another tier’s folder',
      { replaces: OLD, key: 'plans/villa-01/premium/x.pdf' },
      400,
      'The new version must be uploaded to the same plan and tier as the file it replaces',
    ],
    [
      'a new version in another plan’s folder',
      { replaces: OLD, key: 'plans/other/basic/x.pdf' },
      400,
      'The new version must be uploaded to the same plan and tier as the file it replaces',
    ],
    [
      'a path that steps out of the folder',
      { replaces: OLD, key: 'plans/villa-01/basic/../premium/x.pdf' },
      400,
      'That file path is not valid',
    ],
    [
      'the same file',
      { replaces: OLD, key: OLD },
      400,
      'The new version must be a different file from the one it replaces',
    ],
    [
      'a version folder of another tier',
      { replaces: OLD, key: 'plans/villa-01/premium/v2/floor-plans.pdf' },
      400,
      'The new version must be uploaded to the same plan and tier as the file it replaces',
    ],
    [
      'a folder that is not a version folder',
      { replaces: OLD, key: 'plans/villa-01/basic/old/floor-plans.pdf' },
      400,
      'The new version must be uploaded to the same plan and tier as the file it replaces',
    ],
    [
      'a file already in the plan',
      { replaces: OLD, key: 'plans/villa-01/standard/site.dxf' },
      400,
      'The new version must be uploaded to the same plan and tier as the file it replaces',
    ],
  ])('refuses %s, writing nothing', async (_name, body, status, message) => {
    const result = await revise(body);

    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('refuses a version not uploaded yet (400) and a file already revised by someone else (409)', async () => {
    s3.on(HeadObjectCommand).rejectsOnce(notFound());
    const missing = await revise({ replaces: OLD, key: NEW });
    db.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    const raced = await revise({ replaces: OLD, key: NEW });

    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Upload the new version first, then save it as the new version');
    expect(raced.status).toBe(409);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('is for staff only', async () => {
    const result = await revise({ replaces: OLD, key: NEW }, BUYER);

    expect(result.status).toBe(403);
  });
});

describe('GET /api/admin/plans/{id}/file-versions', () => {
  it('lists each file with its versions newest first and how many buyers received each', async () => {
    db.on(GetCommand, { Key: PLAN_KEY }).resolves({ Item: { plan_files: { ...PLAN_FILES, basic: [NEW] } } });
    db.on(QueryCommand).resolves({
      Items: [
        {
          pk: 'PLAN#villa-01',
          sk: `FILE#${OLD}`,
          key: OLD,
          tier: 'basic',
          replaced_by: NEW,
          replaced_at: '2026-11-24T10:00:00Z',
          buyers: 12,
        },
        {
          pk: 'PLAN#villa-01',
          sk: `FILE#${NEW}`,
          key: NEW,
          tier: 'basic',
          replaces: OLD,
          uploaded_at: '2026-11-24T10:00:00Z',
          buyers: 3,
        },
      ],
    });

    const result = await callAs(listHandler, {
      method: 'GET',
      route: '/api/admin/plans/{id}/file-versions',
      params: { id: 'villa-01' },
      as: ADMIN,
    });

    expect(result.status).toBe(200);
    expect(result.body.files).toEqual([
      {
        tier: 'basic',
        versions: [
          {
            key: NEW,
            name: 'floor-plans-rev-b.pdf',
            tier: 'basic',
            uploadedAt: '2026-11-24T10:00:00Z',
            replacedAt: null,
            current: true,
            buyers: 3,
          },
          {
            key: OLD,
            name: 'floor-plans.pdf',
            tier: 'basic',
            uploadedAt: null,
            replacedAt: '2026-11-24T10:00:00Z',
            current: false,
            buyers: 12,
          },
        ],
      },
      {
        tier: 'standard',
        versions: [
          {
            key: 'plans/villa-01/standard/site.dxf',
            name: 'site.dxf',
            tier: 'standard',
            uploadedAt: null,
            replacedAt: null,
            current: true,
            buyers: 0,
          },
        ],
      },
    ]);
  });
});
