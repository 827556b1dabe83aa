import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/accounts/post-confirmation.ts';
import { updateSets, updateSetsIfAbsent } from '../../support/update-sets.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const SETTINGS_KEY = { pk: 'SETTINGS', sk: 'SITE' };
const STAFF = 'team@kofi-plans.example';

function confirmation(triggerSource = 'PostConfirmation_ConfirmSignUp'): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'c1a2b3',
    triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'web' },
    request: {
      userAttributes: { sub: 'c1a2b3', email: 'esi@example.com', given_name: 'Esi', family_name: 'Owusu' },
    },
    response: {},
  } as PostConfirmationTriggerEvent;
}

function savedSettings(overrides: Record<string, unknown> = {}) {
  db.on(GetCommand, { Key: SETTINGS_KEY }).resolves({
    Item: { ...SETTINGS_KEY, site_name: 'Kofi Plans', contact_email: STAFF, ...overrides },
  });
}

const sentMails = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

beforeEach(() => {
  db.reset();
  ses.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SENDER_EMAIL', 'shop@temahouseplans.com');
  vi.stubEnv('MAIL_DIR', '');
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  db.on(UpdateCommand).resolves({});
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Cognito PostConfirmation trigger', () => {
  it('mails staff at the contact email about a confirmed sign-up, and hands the event back', async () => {
    savedSettings();
    const event = confirmation();

    const result = await handler(event);

    expect(result).toBe(event);
    const [mail] = sentMails();
    expect(sentMails()).toHaveLength(1);
    expect(mail?.Destination?.ToAddresses).toEqual([STAFF]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Kofi Plans: new account esi@example.com');
    const text = mail?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain('Name: Esi Owusu');
    expect(text).toContain('https://shop.example.com/admin/users');
  });

  it("stores the sign-up's first and last name in the profile record, never over names already saved", async () => {
    savedSettings({ notify_new_users: false });

    await handler(confirmation());

    const [update] = db.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(update?.Key).toEqual({ pk: 'USER#c1a2b3', sk: 'PROFILE' });
    expect(updateSetsIfAbsent(update)).toEqual({
      first_name: 'Esi',
      last_name: 'Owusu',
      updated_at: expect.any(String),
    });
    expect(updateSets(update)).toEqual({});
  });

  it('still confirms the sign-up (and mails staff) when the profile cannot be written', async () => {
    savedSettings();
    db.on(UpdateCommand).rejects(new Error('throttled'));
    const event = confirmation();

    expect(await handler(event)).toBe(event);
    expect(sentMails()).toHaveLength(1);
  });

  it('sends nothing when New User Registration is off', async () => {
    savedSettings({ notify_new_users: false });

    await handler(confirmation());

    expect(sentMails()).toHaveLength(0);
  });

  it('sends nothing for a confirmed password reset, which is not a new account', async () => {
    savedSettings();

    await handler(confirmation('PostConfirmation_ConfirmForgotPassword'));

    expect(sentMails()).toHaveLength(0);
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('still confirms the account when the settings read and the mail both fail (defaults used, logged)', async () => {
    db.on(GetCommand, { Key: SETTINGS_KEY }).rejects(new Error('throttled'));
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified'));
    const event = confirmation();

    const result = await handler(event);

    expect(result).toBe(event);
    expect(sentMails()[0]?.Destination?.ToAddresses).toEqual(['info@temahouseplans.com']);
  });
});
