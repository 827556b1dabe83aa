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

/** The mails of one kind written so far, as .eml text. */
function mailsOfKind(kind: string): string[] {
  const dir = mailDirOf(shop);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && name.includes(`-${kind}-`))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** The welcome mails written for an address, as .eml text. */
function welcomesTo(email: string): string[] {
  return mailsOfKind('newsletter-welcome').filter((text) => text.includes(`To: ${email}`));
}

async function stored(email: string) {
  const { Item } = await clients.dynamodb.send(
    new GetCommand({ TableName: shop.stack.tableName, Key: { pk: newsletterKeys.pk(email), sk: newsletterKeys.sk } }),
  );
  return Item;
}

describe('the newsletter in French on the offline stack', () => {
  it('keeps a French sign-up’s language, welcomes it in French once confirmed, and its link lands on the French page', async () => {
    const email = `afi.${Date.now()}@example.com`;

    const answer = await post('/api/newsletter', { email, language: 'fr' });

    expect(answer.status).toBe(200);
    expect((await stored(email))?.language).toBe('fr');
    expect(welcomesTo(email)).toEqual([]);
    const confirmation = mailsOfKind('newsletter-confirm').find((text) => text.includes(`To: ${email}`)) ?? '';
    const confirmLink = /ouvrez ce lien\u202f:\r\n\r\n(\S+)/.exec(confirmation)?.[1] ?? '';
    // The link lands on the page; its button confirms with a POST of the same address.
    const landing = await fetch(`${shop.api}${new URL(confirmLink).pathname}${new URL(confirmLink).search}`, {
      redirect: 'manual',
    });
    expect(new URL(landing.headers.get('location') ?? '').pathname).toBe('/fr/newsletter/confirmed');
    await fetch(`${shop.api}${new URL(confirmLink).pathname}${new URL(confirmLink).search}`, { method: 'POST' });
    const [welcome = ''] = welcomesTo(email);
    expect(welcome).toContain('Bienvenue parmi les abonnés de la lettre d’information de Tema House Plans');
    const link = /Désabonnez-vous à tout moment\u202f: (\S+)/.exec(welcome)?.[1] ?? '';
    expect(welcome).toContain(`List-Unsubscribe: <${link}>, <mailto:`);

    const unsubscribe = await fetch(`${shop.api}${new URL(link).pathname}${new URL(link).search}`, {
      redirect: 'manual',
    });

    expect(unsubscribe.status).toBe(303);
    expect(new URL(unsubscribe.headers.get('location') ?? '').pathname).toBe('/fr/newsletter/unsubscribed');
    // Opening the link changes nothing (mail scanners open links); the page's button POSTs.
    expect((await stored(email))?.status).toBe('subscribed');
    await fetch(`${shop.api}${new URL(link).pathname}${new URL(link).search}`, { method: 'POST' });
    expect((await stored(email))?.status).toBe('unsubscribed');
  });

  it('refuses a language the shop does not speak (400) and stores nothing', async () => {
    const email = `kodjo.${Date.now()}@example.com`;

    const answer = await post('/api/newsletter', { email, language: 'es' });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { language: 'language must be one of: en, fr' } });
    expect(await stored(email)).toBeUndefined();
    expect(welcomesTo(email)).toEqual([]);
  });
});
