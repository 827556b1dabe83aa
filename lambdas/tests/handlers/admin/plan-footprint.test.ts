import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/plans/create-plan.ts';
import { handler as updateHandler } from '../../../src/handlers/admin/plans/update-plan.ts';
import { handler as getPlanHandler } from '../../../src/handlers/plans/get-plan.ts';
import { callAs } from '../../support/call-handler.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { ADMIN, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

const createPlan = (body: unknown, as = ADMIN) =>
  callAs(createHandler, { method: 'POST', route: '/api/plans', body, as });
const updatePlan = (id: string, body: unknown, as = ADMIN) =>
  callAs(updateHandler, { method: 'PUT', route: '/api/plans/{id}', params: { id }, body, as });

const planPut = () =>
  db
    .commandCalls(PutCommand)
    .map((call) => call.args[0].input.Item as Record<string, unknown>)
    .find((item) => item.entity === 'plan');

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
});

describe('plan footprints', () => {
  it('stores the footprint staff enter with a new plan', async () => {
    db.on(PutCommand).resolves({});

    const result = await createPlan({ title: 'Kasoa Villa', footprint_width_m: 11.5, footprint_depth_m: 8.2 });

    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ footprint_width_m: 11.5, footprint_depth_m: 8.2 });
    expect(planPut()).toMatchObject({ footprint_width_m: 11.5, footprint_depth_m: 8.2 });
  });

  it('creates a plan without a footprint (it then never shows for a plot)', async () => {
    db.on(PutCommand).resolves({});

    const result = await createPlan({ title: 'Kasoa Villa' });

    expect(result.status).toBe(201);
    expect(planPut()).not.toHaveProperty('footprint_width_m');
  });

  it.each([
    [{ footprint_width_m: 11.5 }, 'footprint_depth_m', 'Enter both footprint width and depth, or neither'],
    [{ footprint_width_m: 2, footprint_depth_m: 8 }, 'footprint_width_m', 'Footprint width must be from 3 to 200 m'],
    [{ footprint_width_m: 11.55, footprint_depth_m: 8 }, 'footprint_width_m', 'in steps of 0.1'],
    [{ footprint_width_m: 11, footprint_depth_m: '8' }, 'footprint_depth_m', 'Footprint depth must be from 3 to 200 m'],
  ])('refuses %o on create (400 naming the field) and writes nothing', async (footprint, field, message) => {
    const result = await createPlan({ title: 'Kasoa Villa', ...footprint });

    expect(result.status).toBe(400);
    expect((result.body.fields as Record<string, string>)[field]).toContain(message);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('changes a footprint on its own, and refuses a buyer (403)', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem() });
    db.on(UpdateCommand).resolves({ Attributes: sampleItem({ footprint_width_m: 14, footprint_depth_m: 10 }) });

    const refused = await updatePlan('villa-01', { footprint_width_m: 14 }, BUYER);
    const saved = await updatePlan('villa-01', { footprint_width_m: 14, footprint_depth_m: 10 });

    expect(refused.status).toBe(403);
    expect(saved.status).toBe(200);
    const update = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(update?.ExpressionAttributeNames ?? {})).toEqual(
      expect.arrayContaining(['footprint_width_m', 'footprint_depth_m']),
    );
  });

  it('shows a footprint on the public plan, and none for a plan stored before footprints', async () => {
    db.on(GetCommand).resolves({ Item: { ...sampleItem(), footprint_width_m: null } });

    const result = await callAs(getPlanHandler, {
      method: 'GET',
      route: '/api/plans/{id}',
      params: { id: 'villa-01' },
    });

    expect(result.status).toBe(200);
    expect(result.body).not.toHaveProperty('footprint_width_m');
  });
});
