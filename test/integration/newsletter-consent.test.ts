import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterKeys } from '@shop/lambdas/db/table-design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { apiCaller } from '../support/api-client.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let clients: EmulatorClients;

beforeAll(async () => {
  shop = await startTestStack();
  const { urls } = shop.stack;
  clients = emulatorClients({ dynamodb: urls.dynamodb, s3: urls.s3, cognito: urls.cognito });
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

const post = (path: string, body: unknown) => apiCaller(shop.api)('POST', path, undefined, body);

/** Every newsletter mail written to an address (.eml text), of one kind. */
function mailsTo(email: string, kind: 'newsletter-confirm' | 'newsletter-welcome'): string[] {
  const dir = mailDirOf(shop);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && name.includes(`-${kind}-`))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((text) => text.includes(`To: ${email}`));
}

async function stored(email: string) {
  const { Item } = await clients.dynamodb.send(
    new GetCommand({ TableName: shop.stack.tableName, Key: { pk: newsletterKeys.pk(email), sk: newsletterKeys.sk } }),
  );
  return Item;
}

/** Opens a link from a mail against the offline API, as the person's browser would (the redirect is read, not followed). */
const open = (link: string, init: RequestInit = {}) => {
  const url = new URL(link);
  return fetch(`${shop.api}${url.pathname}${url.search}`, { redirect: 'manual', ...init });
};

/**
 * Opens a confirmation link as a person does: the GET lands on the page (a mail scanner gets that far and changes
 * nothing), then the page's button POSTs the token. Answers the landing and the button's answer.
 */
async function confirmAsAPerson(link: string) {
  const landing = await open(link);
  const token = new URL(landing.headers.get('location') ?? 'http://x').searchParams.get('token') ?? '';
  const pressed = await fetch(`${shop.api}/api/newsletter/confirm?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });
  return { landing, pressed, body: (await pressed.json()) as { status: string } };
}

/** One header of an .eml, unfolded. */
const header = (eml: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(eml.split('\r\n\r\n')[0] ?? '')?.[1];

describe('newsletter double opt-in on the offline stack', () => {
  it('sends only a confirmation until the link is opened, then the welcome with one-click unsubscribe that works', async () => {
    // Prepare
    const email = `kofi.${Date.now()}@example.com`;

    // Act: sign up from the blog page.
    const answer = await post('/api/newsletter', { email, page: '/blog' });

    // Assess: pending, consent kept, a confirmation and no welcome.
    expect(answer.status).toBe(200);
    const pending = await stored(email);
    expect(pending).toMatchObject({ status: 'pending', consent: { page: '/blog', language: 'en' } });
    expect(pending?.consent.given_at).toEqual(expect.any(String));
    expect(pending?.consent.address).toEqual(expect.any(String));
    expect(pending?.ttl).toBeGreaterThan(Date.now() / 1000);
    const [confirmation = '', ...more] = mailsTo(email, 'newsletter-confirm');
    expect(more).toEqual([]);
    expect(mailsTo(email, 'newsletter-welcome')).toEqual([]);
    expect(header(confirmation, 'List-Unsubscribe')).toBeUndefined();
    const confirmLink = /To confirm, open this link:\r\n\r\n(\S+)/.exec(confirmation)?.[1] ?? '';
    expect(confirmLink).toContain('/api/newsletter/confirm?token=');

    // Act: a mail scanner opens the link: it lands on the page and subscribes nobody.
    const scanned = await open(confirmLink);
    expect(scanned.status).toBe(303);
    expect(new URL(scanned.headers.get('location') ?? '').pathname).toBe('/newsletter/confirmed');
    expect((await stored(email))?.status).toBe('pending');
    expect(mailsTo(email, 'newsletter-welcome')).toEqual([]);

    // Act: the person presses the page's button.
    const confirmed = await confirmAsAPerson(confirmLink);

    // Assess: subscribed for good, one welcome carrying RFC 8058 headers.
    expect(confirmed.pressed.status).toBe(200);
    expect(confirmed.body.status).toBe('done');
    const subscribed = await stored(email);
    expect(subscribed).toMatchObject({ status: 'subscribed', confirmed_at: expect.any(String) });
    expect(subscribed?.ttl).toBeUndefined();
    const [welcome = '', ...moreWelcomes] = mailsTo(email, 'newsletter-welcome');
    expect(moreWelcomes).toEqual([]);
    const link = /Unsubscribe at any time: (\S+)/.exec(welcome)?.[1] ?? '';
    expect(header(welcome, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${link.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}>, <mailto:[^>]+\\?subject=unsubscribe%20[^>]+>$`),
    );
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Act: the same link again changes nothing and sends no second welcome.
    const again = await confirmAsAPerson(confirmLink);
    expect(again.body.status).toBe('done');
    expect(mailsTo(email, 'newsletter-welcome')).toHaveLength(1);

    // Act: a mail scanner opens the visible unsubscribe link: it lands on the page and unsubscribes nobody.
    const scannedUnsubscribe = await open(link);
    expect(scannedUnsubscribe.status).toBe(303);
    expect(new URL(scannedUnsubscribe.headers.get('location') ?? '').pathname).toBe('/newsletter/unsubscribed');
    expect((await stored(email))?.status).toBe('subscribed');

    // Act: the mail provider's one click: a POST to the header's https URL, no sign-in.
    const oneClick = await open(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    // Assess
    expect(oneClick.status).toBe(200);
    expect((await stored(email))?.status).toBe('unsubscribed');
  });

  it('sends an unconfirmed address nothing but the confirmation, and a second sign-up only a new link', async () => {
    // Prepare
    const email = `ama.${Date.now()}@example.com`;

    // Act
    await post('/api/newsletter', { email });
    await post('/api/newsletter', { email });

    // Assess
    expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(2);
    expect(mailsTo(email, 'newsletter-welcome')).toEqual([]);
    expect((await stored(email))?.status).toBe('pending');
    // The first link was replaced by the second.
    const [first = ''] = mailsTo(email, 'newsletter-confirm');
    const firstLink = /To confirm, open this link:\r\n\r\n(\S+)/.exec(first)?.[1] ?? '';
    const stale = await confirmAsAPerson(firstLink);
    expect(stale.pressed.status).toBe(404);
    expect(stale.body.status).toBe('invalid');
    expect(mailsTo(email, 'newsletter-welcome')).toEqual([]);
  });

  it('asks a French sign-up in French and welcomes it in French on the French page', async () => {
    // Prepare
    const email = `afi.${Date.now()}@example.com`;
    await post('/api/newsletter', { email, language: 'fr', page: '/fr' });
    const [confirmation = ''] = mailsTo(email, 'newsletter-confirm');
    const confirmLink = /ouvrez ce lien\u202f:\r\n\r\n(\S+)/.exec(confirmation)?.[1] ?? '';

    // Act
    const confirmed = await confirmAsAPerson(confirmLink);

    // Assess
    expect(new URL(confirmed.landing.headers.get('location') ?? '').pathname).toBe('/fr/newsletter/confirmed');
    expect(confirmed.body.status).toBe('done');
    const [welcome = ''] = mailsTo(email, 'newsletter-welcome');
    expect(welcome).toContain('Bienvenue parmi les abonnés');
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });
});
