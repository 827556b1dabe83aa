import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/accounts/note-sign-in.ts';
import { callAs } from '../../support/call-handler.ts';
import { BUYER } from '../admin/admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const report = (body: unknown, userId = BUYER.sub) =>
  callAs(handler, {
    method: 'POST',
    route: '/api/profiles/{userId}/sign-ins',
    params: { userId },
    body,
    headers: { 'user-agent': IPHONE_SAFARI, 'cloudfront-viewer-address': '41.66.200.7:51234' },
    as: BUYER,
  });

const sentText = () =>
  ses.commandCalls(SendEmailCommand).map((call) => {
    const raw = call.args[0].input.Content?.Raw?.Data;
    return raw ? Buffer.from(raw).toString('utf8') : (call.args[0].input.Content?.Simple?.Body?.Text?.Data ?? '');
  });

beforeEach(() => {
  db.reset();
  ses.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SENDER_EMAIL', 'shop@temahouseplans.com');
  vi.stubEnv('MAIL_DIR', '');
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  db.on(GetCommand).resolves({});
  db.on(PutCommand).resolves({});
  db.on(QueryCommand).resolves({ Count: 2 });
});

describe('POST /api/profiles/{userId}/sign-ins', () => {
  it('stores only a hash of the browser’s id, and the alert names the browser and the viewer’s address', async () => {
    const answer = await report({ device: 'my-own-browser-id-0123' });

    expect(answer).toMatchObject({ status: 200, body: { new_device: true, alerted: true } });
    const put = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item?.sk).toMatch(/^DEVICE#[0-9a-f]{64}$/);
    expect(JSON.stringify(put)).not.toContain('my-own-browser-id-0123');
    expect(put?.ConditionExpression).toContain('attribute_not_exists');
    expect(sentText().join('\n')).toMatch(/Safari on iOS[\s\S]*41\.66\.200\.7/);
  });

  it('refuses a browser id that is not one, and writes nothing', async () => {
    const answer = await report({ device: 'short' });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/device must be 16 to 64 letters/);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses to note a sign-in for another account', async () => {
    const answer = await report({ device: 'my-own-browser-id-0123' }, 'someone-else');

    expect(answer.status).toBe(403);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
