import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_BUILD_COST_RATES } from '@shop/shared/build/build-cost-defaults';
import { DEFAULT_PLOT_SETBACKS } from '@shop/shared/build/plot-fit';
import { DEFAULT_TAX_SETTINGS } from '@shop/shared/invoices/tax-rate';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../../../src/db/document-client.ts';
import { handler as getAdminHandler } from '../../../src/handlers/settings/get-admin-site-settings.ts';
import { handler as getHandler } from '../../../src/handlers/settings/get-site-settings.ts';
import { handler as updateHandler } from '../../../src/handlers/settings/update-site-settings.ts';
import { readSiteSettings } from '../../../src/repositories/site-settings-repository.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, auditItems, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

const save = (body: unknown, as = ADMIN) => callAs(updateHandler, { method: 'PUT', route: '/api/settings', body, as });

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
  vi.stubEnv('PAYSTACK_PUBLIC_KEY', 'pk_test_123');
});

describe('site settings', () => {
  it('reads the defaults before staff ever saved, with online payments on (what checkout checks)', async () => {
    db.on(GetCommand).resolves({});

    const settings = await readSiteSettings(documentClient(), 'shop');
    const viaRoute = await callAs(getAdminHandler, { method: 'GET', route: '/api/admin/settings', as: ADMIN });

    expect(settings.online_payments_enabled).toBe(true);
    expect(viaRoute.status).toBe(200);
    expect(viaRoute.body).toMatchObject({
      site_name: 'Tema House Plans',
      contact_email: 'info@temahouseplans.com',
      online_payments_enabled: true,
      paystack_public_key: 'pk_test_123',
      default_currency: 'GHS',
      notify_new_orders: true,
      notify_new_users: true,
      notify_payment_confirmations: true,
      require_email_verification: true,
      two_factor_enabled: false,
      session_timeout_minutes: 60,
    });
    expect(db.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({ pk: 'SETTINGS', sk: 'SITE' });
  });

  it('shows visitors only the public part', async () => {
    db.on(GetCommand).resolves({
      Item: {
        pk: 'SETTINGS',
        sk: 'SITE',
        site_name: 'Tema Plans',
        online_payments_enabled: false,
        notify_new_orders: false,
      },
    });

    const result = await callAs(getHandler, { method: 'GET', route: '/api/settings' });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      site_name: 'Tema Plans',
      site_description: expect.any(String),
      contact_email: 'info@temahouseplans.com',
      online_payments_enabled: false,
      paystack_public_key: 'pk_test_123',
      default_currency: 'GHS',
      plot_setbacks: DEFAULT_PLOT_SETBACKS,
      build_cost_rates: DEFAULT_BUILD_COST_RATES,
      // Public: checkout shows the tax lines a buyer will pay. Seeded Ghana rows, all off.
      tax_rates: DEFAULT_TAX_SETTINGS.tax_rates,
      prices_include_tax: true,
    });
  });

  it('treats a stored value of the wrong type as the default', async () => {
    db.on(GetCommand).resolves({ Item: { online_payments_enabled: 'no', session_timeout_minutes: 30 } });

    const result = await callAs(getAdminHandler, { method: 'GET', route: '/api/admin/settings', as: ADMIN });

    expect(result.body).toMatchObject({ online_payments_enabled: true, session_timeout_minutes: 30 });
  });

  it('saves only the settings sent, says who saved them, and records old and new values', async () => {
    // Prepare
    db.on(GetCommand).resolves({});
    db.on(UpdateCommand).resolves({
      Attributes: { online_payments_enabled: false, updated_at: '2026-11-22T09:00:00.000Z', updated_by: ADMIN.email },
    });

    // Act
    const result = await save({ online_payments_enabled: false });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      online_payments_enabled: false,
      updated_by: ADMIN.email,
      site_name: 'Tema House Plans',
    });
    const update = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'SETTINGS', sk: 'SITE' });
    expect(Object.values(update?.ExpressionAttributeNames ?? {}).sort()).toEqual([
      'entity',
      'online_payments_enabled',
      'updated_at',
      'updated_by',
    ]);
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({
      action: 'settings.update',
      changes: { online_payments_enabled: { from: true, to: false } },
    });
  });

  it.each([
    ['an invalid contact email', { contact_email: 'info-at-shop' }, 'contact_email'],
    ['an empty site name', { site_name: ' ' }, 'site_name'],
    ['a read-only payment key', { paystack_public_key: 'pk_live_x' }, 'body'],
    ['a session timeout of 2 minutes', { session_timeout_minutes: 2 }, 'session_timeout_minutes'],
    ['a switch sent as text', { notify_new_orders: 'yes' }, 'notify_new_orders'],
    ['nothing', {}, 'body'],
  ])('refuses %s (400) and saves nothing', async (_, body, field) => {
    const result = await save(body);

    expect(result.status).toBe(400);
    expect(result.body.fields).toHaveProperty(field);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a buyer (403)', async () => {
    const result = await save({ site_name: 'Mine now' }, BUYER);

    expect(result.status).toBe(403);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
