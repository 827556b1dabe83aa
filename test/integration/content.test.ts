import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { contactKeys, GSIS, newsletterKeys, planKeys } from '@shop/lambdas/db/table-design';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { apiCaller, statusAndBody } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let clients: EmulatorClients;
let mailDir: string;

beforeAll(async () => {
  shop = await startTestStack();
  const { urls } = shop.stack;
  clients = emulatorClients({ dynamodb: urls.dynamodb, s3: urls.s3, cognito: urls.cognito });
  mailDir = join(shop.stack.dataDir, 'mail');
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

const post = (path: string, body: unknown) => apiCaller(shop.api)('POST', path, undefined, body);

/** The .eml files written for a kind of mail, optionally only those containing some text. */
function mails(kind: string, containing = ''): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml') && name.includes(`-${kind}-`))
    .map((name) => readFileSync(join(mailDir, name), 'utf8'))
    .filter((text) => text.includes(containing));
}

function contactMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ama Mensah',
    email: 'ama@example.com',
    subject: `Bungalow question ${randomUUID()}`,
    message: 'Does the three-bedroom bungalow fit a 50 x 100 plot?',
    planType: 'bungalow',
    submissionId: randomUUID(),
    ...overrides,
  };
}

const get = async (pk: string, sk: string) =>
  (await clients.documents.send(new GetCommand({ TableName: shop.stack.tableName, Key: { pk, sk } }))).Item;

describe('contact messages on the offline stack', () => {
  it('stores a message, writes the mail to the firm under .local/mail, and does neither twice for a retry', async () => {
    // Prepare
    const message = contactMessage();

    // Act
    const first = await post('/api/contact', message);
    const retry = await post('/api/contact', message);

    // Assess
    expect(statusAndBody(first)).toEqual({
      status: 200,
      body: { message: "Thank you for contacting us. We'll get back to you soon." },
    });
    expect(retry.status).toBe(200);
    const written = mails('contact', message.subject);
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('Reply-To: ama@example.com');
    expect(written[0]).toContain('Does the three-bedroom bungalow fit a 50 x 100 plot?');
    const stored = await get(contactKeys.pk(message.submissionId), contactKeys.sk);
    expect(stored).toMatchObject({ name: 'Ama Mensah', plan_type: 'bungalow', mail_status: 'sent' });
  });

  it('accepts a filled honeypot with the same answer but stores and mails nothing', async () => {
    // Prepare
    const message = contactMessage({ website: 'https://spam.example' });

    // Act
    const result = await post('/api/contact', message);

    // Assess
    expect(result.status).toBe(200);
    expect(mails('contact', message.subject)).toEqual([]);
    expect(await get(contactKeys.pk(message.submissionId), contactKeys.sk)).toBeUndefined();
  });

  it('names the fields to correct (400)', async () => {
    // Act
    const result = await post('/api/contact', { email: 'ama@', submissionId: randomUUID() });

    // Assess
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.fields as object).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('refuses a burst of messages from one client with 429 and stops storing them', async () => {
    // Act: the window allows five; earlier tests used two, so a few more must hit the limit.
    const results: { status: number; body: Record<string, unknown>; submissionId: string }[] = [];
    for (let i = 0; i < 12 && !results.some((r) => r.status === 429); i += 1) {
      const message = contactMessage();
      results.push({ ...(await post('/api/contact', message)), submissionId: message.submissionId });
    }

    // Assess
    const refused = results.find((r) => r.status === 429);
    expect(refused?.body.message).toMatch(
      /^Too many messages from your connection\. Please try again in \d+ (second|minute|hour)s?\.$/,
    );
    expect(await get(contactKeys.pk(refused?.submissionId ?? ''), contactKeys.sk)).toBeUndefined();
  });
});

describe('the newsletter on the offline stack', () => {
  it('stores an address once however often it is sent and answers every sign-up the same', async () => {
    // Prepare
    const email = `kofi.${Date.now()}@example.com`;

    // Act
    const answers = [
      await post('/api/newsletter', { email }),
      await post('/api/newsletter', { email: `  ${email.toUpperCase()} ` }),
      await post('/api/newsletter', { email }),
    ];

    // Assess: one row, waiting for its confirmation (newsletter-consent.test.ts follows the links).
    expect(new Set(answers.map((a) => JSON.stringify(statusAndBody(a))))).toEqual(
      new Set([
        JSON.stringify({
          status: 200,
          body: { message: 'Almost done! Check your inbox and confirm your subscription with the link we sent you.' },
        }),
      ]),
    );
    expect(mails('newsletter-welcome', `To: ${email}`)).toHaveLength(0);
    expect((await get(newsletterKeys.pk(email), newsletterKeys.sk))?.status).toBe('pending');
  });

  it('lands a made-up token on the unsubscribe page, whose button then says the link is not valid', async () => {
    // Act
    const response = await fetch(`${shop.api}/api/newsletter/unsubscribe?token=not-a-token`, { redirect: 'manual' });
    const pressed = await fetch(`${shop.api}/api/newsletter/unsubscribe?token=not-a-token`, { method: 'POST' });

    // Assess
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/newsletter\/unsubscribed\?token=not-a-token$/);
    expect(pressed.status).toBe(404);
  });

  it('refuses a malformed address (400)', async () => {
    // Act
    const result = await post('/api/newsletter', { email: 'kofi@example' });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ email: 'Please enter a valid email address, e.g. ama@example.com' });
  });
});

describe('portfolio and sitemap on the offline stack', () => {
  it('lists the seeded projects newest first and opens each; a missing one is 404', async () => {
    // Act
    const list = (await (await fetch(`${shop.api}/api/portfolio`)).json()) as { items: PortfolioItem[] };
    const first = list.items[0] as PortfolioItem;
    const detail = await fetch(`${shop.api}/api/portfolio/${first.id}`);
    const missing = await fetch(`${shop.api}/api/portfolio/no-such-project`);

    // Assess
    expect(list.items).toHaveLength(4);
    const created = list.items.map((item) => item.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(detail.status).toBe(200);
    expect(await detail.json()).toEqual(first);
    expect(first.features.length).toBeGreaterThan(0);
    expect(Object.keys(first.specifications).length).toBeGreaterThan(0);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Project not found' });
  });

  it('lists every active plan in the sitemap and no plan of another status', async () => {
    // Prepare
    const index = GSIS[0];
    const idsOf = async (status: string) => {
      const { Items } = await clients.documents.send(
        new QueryCommand({
          TableName: shop.stack.tableName,
          IndexName: index.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': index.partition },
          ExpressionAttributeValues: { ':pk': planKeys.statusPartition(status) },
        }),
      );
      return (Items ?? []).map((item) => String(item.id));
    };
    const active = await idsOf('active');
    const hidden = [...(await idsOf('inactive')), ...(await idsOf('draft'))];

    // Act: the index, then each part it names (their addresses carry the site's URL; the parts are asked of
    // the API by their query).
    const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string));
    const response = await fetch(`${shop.api}/api/sitemap.xml`);
    const parts = locsIn(await response.text());
    const locs: string[] = [];
    for (const part of parts) {
      const answer = await fetch(`${shop.api}/api/sitemap.xml${part.search}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/xml');
      locs.push(...locsIn(await answer.text()).map((url) => url.pathname));
    }

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(parts.length).toBe(33);
    expect(active.length).toBeGreaterThan(10);
    expect(hidden.length).toBeGreaterThan(0);
    for (const id of active) expect(locs.filter((path) => path === `/plans/${id}`)).toHaveLength(1);
    for (const id of hidden) expect(locs).not.toContain(`/plans/${id}`);
    expect(locs).toContain('/contact');
    expect(locs).toContain('/blog/building-permits-in-tema-and-accra');
  });
});
