import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/newsletter/subscribe.ts';
import { callAs } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';

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

describe('POST /api/newsletter: the welcome mail follows the language of the page', () => {
  it('stores a sign-up from a French page as French and welcomes it in French, with French links', async () => {
    // Act
    const result = await callSubscribe({ email: 'afi@example.com', language: 'fr' });

    // Assess
    expect(result.status).toBe(200);
    const stored = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(stored).toMatchObject({ email: 'afi@example.com', status: 'subscribed', language: 'fr' });
    const link = `${SITE}/api/newsletter/unsubscribe?token=${encodeURIComponent(String(stored?.unsubscribe_token))}`;
    const mail = sentMail();
    expect(mail.subject).toBe('Bienvenue chez Tema House Plans');
    expect(mail.text).toContain('Bienvenue parmi les abonnés de la lettre d’information de Tema House Plans\u202f!');
    expect(mail.text).toContain(`Découvrez nos plans dès maintenant\u202f: ${SITE}/fr/plans`);
    expect(mail.text).toContain(`Lisez nos guides de construction\u202f: ${SITE}/fr/blog`);
    expect(mail.text).toContain(`Désabonnez-vous à tout moment\u202f: ${link}`);
    expect(mail.text).not.toMatch(/Welcome|Unsubscribe at any time/);
    expect(mail.headers).toEqual([{ Name: 'List-Unsubscribe', Value: `<${link}>` }]);
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
      expect(mail.subject).toBe('Welcome to Tema House Plans');
      expect(mail.text).toContain(`Browse the plans now: ${SITE}/plans`);
      expect(mail.text).toContain('Unsubscribe at any time: ');
    }
  });

  it('welcomes back in French an address that had unsubscribed and signs up again from a French page', async () => {
    // Prepare
    db.on(PutCommand).rejects(conditionFailed());
    db.on(UpdateCommand, { ConditionExpression: '#status = :unsubscribed' }).callsFake((input) => ({
      Attributes: {
        email: 'kofi@example.com',
        status: 'subscribed',
        unsubscribe_token: 'a29maUBleGFtcGxlLmNvbQ.abcdefghijklmnopqrstuvwxyzABCDEF',
        language: input.ExpressionAttributeValues[':language'],
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      },
    }));

    // Act
    const result = await callSubscribe({ email: 'kofi@example.com', language: 'fr' });

    // Assess
    expect(result.status).toBe(200);
    const update = db
      .commandCalls(UpdateCommand)
      .find((call) => call.args[0].input.Key?.pk === 'NEWSLETTER#kofi@example.com');
    expect(update?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':language': 'fr' });
    expect(sentMail().subject).toBe('Bienvenue chez Tema House Plans');
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
