import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECRET_MAX_AGE_SECONDS, secretValue } from '../../src/adapters/secret-value.ts';
import { handler as newUserNotice } from '../../src/handlers/accounts/post-confirmation.ts';
import { handler as getPlan } from '../../src/handlers/plans/get-plan.ts';
import { CALL_BUDGETS } from '../../src/outbound/call-budgets.ts';
import { callAs } from '../support/call-handler.ts';

/*
 * DynamoDB that accepts connections and never answers (a real socket, so the SDK's own timeouts are what is
 * tested): the route must answer 503 with a message, in a few seconds, not hang until the Lambda dies.
 */
let silent: Server;
const sockets: Socket[] = [];
let connections = 0;

beforeAll(async () => {
  silent = createServer((socket) => {
    connections += 1;
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a DynamoDB that never answers', () => {
  it('costs a route two short attempts, then a 503 with a message', { timeout: 20_000 }, async () => {
    vi.stubEnv('TABLE_NAME', 'shop');
    vi.stubEnv('LOG_LEVEL', 'silent');
    vi.stubEnv('DYNAMODB_ENDPOINT', `http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    const started = Date.now();

    const result = await callAs(getPlan, { method: 'GET', route: '/api/plans/{id}', params: { id: 'plan-1' } });

    const waited = Date.now() - started;
    expect(result.status).toBe(503);
    expect(result.body.message).toMatch(/try again/i);
    expect(connections).toBe(CALL_BUDGETS.request.maxAttempts);
    // Each attempt gives up after the request timeout; together they leave the Lambda's 10 s with room.
    expect(waited).toBeGreaterThanOrEqual(CALL_BUDGETS.request.requestTimeout);
    expect(waited).toBeLessThan(9_000);
    vi.unstubAllEnvs();
  });
});

describe('a DynamoDB and an SES that never answer', () => {
  it('cost the new-user trigger one short try each, well inside the 5 s Cognito waits', {
    timeout: 20_000,
  }, async () => {
    // Prepare
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    vi.stubEnv('TABLE_NAME', 'shop');
    vi.stubEnv('LOG_LEVEL', 'silent');
    vi.stubEnv('MAIL_DIR', '');
    vi.stubEnv('SENDER_EMAIL', 'shop@temahouseplans.com');
    vi.stubEnv('DYNAMODB_ENDPOINT', silentUrl);
    vi.stubEnv('AWS_ENDPOINT_URL_SESV2', silentUrl);
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    connections = 0;
    const event = {
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      userName: 'c1a2b3',
      request: { userAttributes: { sub: 'c1a2b3', email: 'esi@example.com' } },
      response: {},
    } as unknown as Parameters<typeof newUserNotice>[0];
    const started = Date.now();

    // Act
    const answer = await newUserNotice(event);

    // Assess: the settings read and the mail each reached the silent server once, and the sign-up went on.
    const waited = Date.now() - started;
    expect(answer).toBe(event);
    expect(connections).toBe(2);
    expect(waited).toBeGreaterThanOrEqual(2 * CALL_BUDGETS.trigger.requestTimeout);
    // With the routes' budget the two calls took over 10 s; 4 s leaves Cognito's 5 s a second for a cold start.
    expect(waited).toBeLessThan(4_000);
    vi.unstubAllEnvs();
  });
});

describe('secrets in a warm Lambda', () => {
  const secrets = mockClient(SecretsManagerClient);

  beforeEach(() => {
    secrets.reset();
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  it('are read again once they are older than the maximum age, so a rotation reaches running functions', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'sk_live_old' });
    expect(await secretValue('paystack')).toBe('sk_live_old');

    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'sk_live_new' });
    vi.advanceTimersByTime((SECRET_MAX_AGE_SECONDS - 10) * 1000);
    expect(await secretValue('paystack')).toBe('sk_live_old');

    vi.advanceTimersByTime(20 * 1000);
    expect(await secretValue('paystack')).toBe('sk_live_new');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    vi.useRealTimers();
  });
});
