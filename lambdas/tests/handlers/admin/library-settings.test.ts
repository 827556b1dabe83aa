import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../../../src/db/document-client.ts';
import { handler as updateHandler } from '../../../src/handlers/settings/update-site-settings.ts';
import { readSiteSettings } from '../../../src/repositories/site-settings-repository.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const save = (body: unknown) => callAs(updateHandler, { method: 'PUT', route: '/api/settings', body, as: ADMIN });

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
  db.on(GetCommand).resolves({});
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({ Attributes: {} });
});

describe("the buyers' free reopenings a year, in the site settings", () => {
  it('reads 3 until staff save one, and a stored value of the wrong type as 3', async () => {
    const never = await readSiteSettings(documentClient(), 'shop');
    db.on(GetCommand).resolves({ Item: { library_free_reopenings: 'many' } });
    const broken = await readSiteSettings(documentClient(), 'shop');

    expect(never.library_free_reopenings).toBe(3);
    expect(broken.library_free_reopenings).toBe(3);
  });

  it.each([[-1], [51], [2.5]])('refuses %s (400) and writes nothing', async (value) => {
    const result = await save({ library_free_reopenings: value });

    expect(result.status).toBe(400);
    expect(result.body.fields).toHaveProperty('library_free_reopenings');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('saves 0 (staff only) and 50', async () => {
    const none = await save({ library_free_reopenings: 0 });
    const most = await save({ library_free_reopenings: 50 });

    expect([none.status, most.status]).toEqual([200, 200]);
    const written = db
      .commandCalls(UpdateCommand)
      .map((c) => Object.values(c.args[0].input.ExpressionAttributeValues ?? {}));
    expect(written[0]).toContain(0);
    expect(written[1]).toContain(50);
  });
});
