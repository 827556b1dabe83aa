import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createPlanHandler } from '../../../src/handlers/admin/plans/create-plan.ts';
import { handler } from '../../../src/handlers/audit/list-audit-events.ts';
import { callAs } from '../../support/call-handler.ts';
import { failingRead } from '../../support/read-failure.ts';
import { ADMIN, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

const list = (query: Record<string, string> = {}, as = ADMIN) =>
  callAs(handler, { method: 'GET', route: '/api/admin/activity', query, as });

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
});

describe('GET /api/admin/activity', () => {
  it('returns the latest 10 admin changes newest first from one Query on the audit partition', async () => {
    // Prepare
    db.on(QueryCommand).resolves({
      Items: [
        {
          pk: 'AUDIT#2',
          gsi1pk: 'AUDIT',
          id: '2',
          at: '2026-11-22T09:00:00.000Z',
          actor_id: 'kofi',
          actor_email: 'kofi@example.com',
          action: 'user.role',
          target_type: 'user',
          target_id: 'esi',
          summary: 'Changed role of esi@example.com from user to admin',
          changes: { role: { from: 'user', to: 'admin' } },
        },
      ],
    });

    // Act
    const result = await list();

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.events).toEqual([
      {
        id: '2',
        at: '2026-11-22T09:00:00.000Z',
        actor_id: 'kofi',
        actor_email: 'kofi@example.com',
        action: 'user.role',
        target_type: 'user',
        target_id: 'esi',
        summary: 'Changed role of esi@example.com from user to admin',
        changes: { role: { from: 'user', to: 'admin' } },
      },
    ]);
    const query = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, Limit: 10 });
    expect(query?.ExpressionAttributeValues).toEqual({ ':pk': 'AUDIT' });
  });

  it('fails loudly (500, the field named in the log) at a stored event of the wrong shape', async () => {
    db.on(QueryCommand).resolves({
      Items: [{ pk: 'AUDIT#3', id: '3', at: '2026-11-22T09:00:00.000Z', target_type: 'invoice', changes: {} }],
    });

    const { result, logged } = await failingRead(() => list());

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored audit event does not have the expected shape at target_type/);
  });

  it('reads an event stored before a field existed with the field default', async () => {
    db.on(QueryCommand).resolves({ Items: [{ pk: 'AUDIT#4', id: '4', at: '2026-11-22T09:00:00.000Z' }] });

    const result = await list();

    expect(result.status).toBe(200);
    expect(result.body.events).toEqual([
      {
        id: '4',
        at: '2026-11-22T09:00:00.000Z',
        actor_id: '',
        actor_email: '',
        action: '',
        target_type: 'plan',
        target_id: '',
        summary: '',
        changes: {},
      },
    ]);
  });

  it('reads a date range with BETWEEN on the time-sorted key', async () => {
    db.on(QueryCommand).resolves({ Items: [] });

    await list({ from: '2026-11-01', to: '2026-11-30T23:59:59Z', limit: '50' });

    const query = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query?.KeyConditionExpression).toBe('#pk = :pk AND #sk BETWEEN :from AND :to');
    expect(query?.ExpressionAttributeValues).toMatchObject({
      ':from': '2026-11-01T00:00:00.000Z',
      ':to': '2026-11-30T23:59:59.000Z~',
    });
    expect(query?.Limit).toBe(50);
  });

  it('refuses a limit over 100, a date that is not one, and from after to (400); a buyer (403)', async () => {
    const limit = await list({ limit: '101' });
    const date = await list({ from: 'yesterday' });
    const order = await list({ from: '2026-12-01', to: '2026-11-01' });
    const buyer = await list({}, BUYER);

    expect([limit.status, date.status, order.status, buyer.status]).toEqual([400, 400, 400, 403]);
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('recording a change', () => {
  it('keeps the change the admin made when the audit write fails (logged, not undone)', async () => {
    db.on(PutCommand).resolves({});
    db.on(PutCommand, { Item: { entity: 'audit' } }).rejects(new Error('throttled'));

    const result = await callAs(createPlanHandler, {
      method: 'POST',
      route: '/api/plans',
      body: { title: 'Kept' },
      as: ADMIN,
    });

    expect(result.status).toBe(201);
    const written = db.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.entity);
    expect(written).toEqual(['plan', 'audit']);
    await expect(db.commandCalls(PutCommand)[1]?.returnValue).rejects.toThrow('throttled');
  });
});
