import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/newsletter/subscribe.ts';
import { callAs } from '../../support/call-handler.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const SITE = 'https://temahouseplans.com';

const callSubscribe = (body: unknown) =>
  callAs(handler, { method: 'POST', route: '/api/newsletter', headers: { 'content-type': 'application/json' }, body });

const sentMail = () => {
  const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
  return {
    subject: input?.Content?.Simple?.Subject?.Data,
    text: input?.Content?.Simple?.Body?.Text?.Data ?? '',
    headers: input?.Content?.Simple?.Headers,
  };
};

beforeEach(() => {
  db.reset();
  ses.reset();
  db.on(UpdateCommand).resolves({});
  db.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SENDER_EMAIL', 'news@temahouseplans.com');
  vi.stubEnv('SITE_URL', SITE);
  vi.stubEnv('MAIL_DIR', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/newsletter: the confirmation mail follows the language of the page', () => {
  it('stores a sign-up from a French page as French and asks for confirmation in French', async () => {
    // Act
    const result = await callSubscribe({ email: 'afi@example.com', language: 'fr', page: '/fr/blog' });

    // Assess
    expect(result.status).toBe(200);
    const stored = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(stored).toMatchObject({
      email: 'afi@example.com',
      status: 'pending',
      language: 'fr',
      consent: { language: 'fr', page: '/fr/blog' },
    });
    const mail = sentMail();
    expect(mail.subject).toBe('Confirmez votre inscription à la lettre de Tema House Plans');
    expect(mail.text).toContain(
      `Pour confirmer cette inscription, ouvrez ce lien\u202f:\n\n${SITE}/api/newsletter/confirm?token=`,
    );
    expect(mail.text).toContain('Le lien fonctionne pendant 48\u00a0heures.');
    expect(mail.text).not.toMatch(/confirm your|Bienvenue/i);
    expect(mail.headers).toBeUndefined();
  });

  it('keeps English for a sign-up from an English page or one that names no language', async () => {
    for (const body of [{ email: 'kofi@example.com', language: 'en' }, { email: 'kofi@example.com' }]) {
      // Prepare
      db.resetHistory();
      ses.resetHistory();

      // Act
      const result = await callSubscribe(body);

      // Assess
      expect(result.status).toBe(200);
      expect(db.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ language: 'en' });
      const mail = sentMail();
      expect(mail.subject).toBe('Confirm your subscription to the Tema House Plans newsletter');
      expect(mail.text).toContain(`To confirm, open this link:\n\n${SITE}/api/newsletter/confirm?token=`);
    }
  });

  it.each([['de'], ['FR'], [''], [42]])(
    'refuses the unsupported language %j (400) with a clear message, storing and mailing nothing',
    async (language) => {
      // Act
      const result = await callSubscribe({ email: 'afi@example.com', language });

      // Assess
      expect(result.status).toBe(400);
      expect(result.body.fields).toEqual({ language: 'language must be one of: en, fr' });
      expect(db.commandCalls(PutCommand)).toHaveLength(0);
      expect(ses.calls()).toHaveLength(0);
    },
  );
});
