import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@shop/shared/edge/edge-headers';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientKey } from '../../src/domain/rate-limits/enforce-rate-limit.ts';
import { handler as sendContact } from '../../src/handlers/contact/send-contact-message.ts';
import { handler as listPlans } from '../../src/handlers/plans/list-plans.ts';
import { callAs, isRateLimitUpdate, JSON_BODY } from '../support/call-handler.ts';
import { serveCatalogue } from '../support/catalogue-snapshot-stub.ts';
import { updateSets, updateSetsIfAbsent } from '../support/update-sets.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const SECRET = 'edge-secret-0123456789abcdef';

const contactMessage = {
  name: 'Ama Mensah',
  email: 'ama@example.com',
  subject: 'A bungalow',
  message: 'We would like a three-bedroom bungalow. Can you help?',
  submissionId: '3f1c2a4e-8b7d-4c5e-9a10-2b3c4d5e6f70',
};

beforeEach(() => {
  db.reset();
  ses.reset();
  db.on(QueryCommand).resolves({ Items: [] });
  serveCatalogue(db, []);
  db.on(GetCommand).resolves({});
  db.on(UpdateCommand).resolves({});
  db.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SENDER_EMAIL', 'shop@example.com');
  vi.stubEnv('CONTACT_EMAIL', 'info@example.com');
  vi.stubEnv('MAIL_DIR', '');
});

afterEach(() => vi.unstubAllEnvs());

describe('requests that skip CloudFront', () => {
  beforeEach(() => vi.stubEnv('ORIGIN_VERIFY_SECRET', JSON.stringify({ current: SECRET })));

  it.each([
    ['no origin header', {}],
    ['a wrong origin header', { [ORIGIN_VERIFY_HEADER]: 'guess' }],
    ['a header one character short', { [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, -1) }],
  ])('are refused with 403 and a message, before any table read: %s', async (_, headers) => {
    const result = await callAs(listPlans, { method: 'GET', route: '/api/plans', headers });

    expect(result.status).toBe(403);
    expect(result.body.message).toMatch(/use the shop's web address/);
    expect(db.calls()).toHaveLength(0);
  });

  it('are answered when they carry the secret CloudFront adds', async () => {
    const result = await callAs(listPlans, {
      method: 'GET',
      route: '/api/plans',
      headers: { [ORIGIN_VERIFY_HEADER]: SECRET },
    });

    expect(result.status).toBe(200);
  });
});

describe('rate limits behind CloudFront', () => {
  const counterPk = async (headers: Record<string, string>) => {
    db.resetHistory();
    await callAs(sendContact, {
      method: 'POST',
      route: '/api/contact',
      headers: { ...JSON_BODY, ...headers },
      body: contactMessage,
    });
    const counter = db.commandCalls(UpdateCommand).find((call) => isRateLimitUpdate(call.args[0].input));
    return String(counter?.args[0].input.Key?.pk);
  };

  it('key on the viewer address CloudFront passes on, not on the edge address every visitor shares', async () => {
    const first = await counterPk({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532' });
    const second = await counterPk({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7:51000' });
    const samePersonOtherPort = await counterPk({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:40001' });
    const ipv6 = await counterPk({ [VIEWER_ADDRESS_HEADER]: '2001:db8::7:443' });

    expect(first).toBe(`RATE#contact#${clientKey('198.51.100.10')}`);
    expect(second).toBe(`RATE#contact#${clientKey('203.0.113.7')}`);
    expect(samePersonOtherPort).toBe(first);
    expect(ipv6).toBe(`RATE#contact#${clientKey('2001:db8::7')}`);
  });

  it('fall back to the connection address when no edge header is there', async () => {
    expect(await counterPk({})).toBe(`RATE#contact#${clientKey('127.0.0.1')}`);
  });

  it('write a numeric TTL attribute so the table sweeps old counters', async () => {
    await counterPk({});
    const counter = db.commandCalls(UpdateCommand).find((call) => isRateLimitUpdate(call.args[0].input));
    const input = counter?.args[0].input;
    const written = { ...updateSets(input), ...updateSetsIfAbsent(input) };

    expect(typeof written.ttl).toBe('number');
    expect(written.ttl).toBeGreaterThan(Date.now() / 1000);
  });
});
