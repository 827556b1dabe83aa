import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_BUILD_COST_RATES } from '@shop/shared/build/build-cost-defaults';
import { BUILD_SETTINGS_MESSAGES } from '@shop/shared/build/build-settings-input';
import { DEFAULT_PLOT_SETBACKS } from '@shop/shared/build/plot-fit';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getHandler } from '../../../src/handlers/settings/get-site-settings.ts';
import { handler as updateHandler } from '../../../src/handlers/settings/update-site-settings.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

const save = (body: unknown, as = ADMIN) => callAs(updateHandler, { method: 'PUT', route: '/api/settings', body, as });

const RATES = [
  { region: '', basic: 4500, standard: 6500, high_end: 10000 },
  { region: 'Ashanti', basic: 4000, standard: 5800, high_end: 9000 },
];

/** The attributes an UpdateCommand sets, by name. */
function setValues(input: {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}) {
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [name, values[key.replace('#a', ':v')]]));
}

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('plot setbacks and build-cost rates in the site settings', () => {
  it('shows visitors the defaults before staff set any', async () => {
    db.on(GetCommand).resolves({});

    const result = await callAs(getHandler, { method: 'GET', route: '/api/settings' });

    expect(result.body).toMatchObject({
      plot_setbacks: DEFAULT_PLOT_SETBACKS,
      build_cost_rates: DEFAULT_BUILD_COST_RATES,
    });
  });

  it('dates new rates with the day they are saved', async () => {
    db.on(GetCommand).resolves({});
    db.on(UpdateCommand).callsFake((input) => ({ Attributes: setValues(input) }));

    const result = await save({ build_cost_rates: { rows: RATES } });

    expect(result.status).toBe(200);
    expect(result.body.build_cost_rates).toEqual({ rows: RATES, set_on: '2026-11-24' });
    const stored = setValues(db.commandCalls(UpdateCommand)[0]?.args[0].input ?? {});
    expect(stored.build_cost_rates).toEqual({ rows: RATES, set_on: '2026-11-24' });
  });

  it('keeps the old date when the same rates are saved again', async () => {
    db.on(GetCommand).resolves({ Item: { build_cost_rates: { rows: RATES, set_on: '2026-10-02' } } });
    db.on(UpdateCommand).callsFake((input) => ({
      Attributes: { build_cost_rates: { rows: RATES, set_on: '2026-10-02' }, ...setValues(input) },
    }));

    const result = await save({ build_cost_rates: { rows: RATES }, site_name: 'Tema Plans' });

    expect(result.body.build_cost_rates).toEqual({ rows: RATES, set_on: '2026-10-02' });
    expect(setValues(db.commandCalls(UpdateCommand)[0]?.args[0].input ?? {})).not.toHaveProperty('build_cost_rates');
  });

  it('saves new setbacks', async () => {
    db.on(GetCommand).resolves({});
    db.on(UpdateCommand).callsFake((input) => ({ Attributes: setValues(input) }));

    const result = await save({ plot_setbacks: { front_m: 4.5, rear_m: 2, side_m: 1.2 } });

    expect(result.status).toBe(200);
    expect(result.body.plot_setbacks).toEqual({ front_m: 4.5, rear_m: 2, side_m: 1.2 });
  });

  it('reads a stored rates table of the wrong shape as the defaults', async () => {
    db.on(GetCommand).resolves({ Item: { build_cost_rates: { rows: [{ region: '', basic: 'a lot' }] } } });

    const result = await callAs(getHandler, { method: 'GET', route: '/api/settings' });

    expect(result.body.build_cost_rates).toEqual(DEFAULT_BUILD_COST_RATES);
  });

  it.each([
    ['a negative setback', { plot_setbacks: { front_m: -1, rear_m: 3, side_m: 1.5 } }, 'Front setback must be from 0'],
    ['a setback in centimetres', { plot_setbacks: { front_m: 3, rear_m: 3, side_m: 1.55 } }, 'Side setback'],
    ['setbacks missing one side', { plot_setbacks: { front_m: 3, rear_m: 3 } }, 'Side setback'],
    [
      'rates without a row for all regions',
      { build_cost_rates: { rows: [RATES[1]] } },
      BUILD_SETTINGS_MESSAGES.oneDefault,
    ],
    [
      'a region twice',
      { build_cost_rates: { rows: [RATES[0], RATES[1], RATES[1]] } },
      BUILD_SETTINGS_MESSAGES.regionTwice,
    ],
    [
      'an unknown region',
      { build_cost_rates: { rows: [RATES[0], { ...RATES[1], region: 'Lagos' }] } },
      'Region must be',
    ],
    [
      'rates that fall from standard to high-end',
      { build_cost_rates: { rows: [{ region: '', basic: 4000, standard: 7000, high_end: 6000 }] } },
      BUILD_SETTINGS_MESSAGES.rising,
    ],
    [
      'a rate in pesewas',
      { build_cost_rates: { rows: [{ region: '', basic: 4000.5, standard: 7000, high_end: 9000 }] } },
      'Basic rate must be a whole number',
    ],
    [
      'a date sent by the client',
      { build_cost_rates: { rows: [RATES[0]], set_on: '2020-01-01' } },
      'Unknown field: set_on',
    ],
  ])('refuses %s (400) with a message and saves nothing', async (_, body, message) => {
    const result = await save(body);

    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain(message);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a buyer (403)', async () => {
    const result = await save({ plot_setbacks: DEFAULT_PLOT_SETBACKS }, BUYER);

    expect(result.status).toBe(403);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
