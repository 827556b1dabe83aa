import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWKS_FETCH_TIMEOUT_MS } from '../../src/auth/token-verifier.ts';
import { handler as listPlans } from '../../src/handlers/plans/list-plans.ts';
import { callAs } from '../support/call-handler.ts';
import { idToken, TEST_CLIENT_ID } from '../support/tokens.ts';

/*
 * A signed-in buyer on an optional-auth route while Cognito's key endpoint is down or hanging: a real HTTP
 * server stands in for it, so the verifier's own fetch, timeout and status handling are what is tested.
 */
const db = mockClient(DynamoDBDocumentClient);
let mode: 'hang' | 'fail' = 'hang';
let server: Server;
let issuer: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    if (mode === 'fail') {
      response.writeHead(503).end('unavailable');
    }
    // 'hang': never answer.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_testpool`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  db.reset();
  db.on(QueryCommand).resolves({ Items: [] });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('JWT_ISSUER', issuer);
  vi.stubEnv('JWT_AUDIENCE', TEST_CLIENT_ID);
});

const signedInList = () =>
  callAs(listPlans, { method: 'GET', route: '/api/plans', headers: { authorization: `Bearer ${idToken()}` } });

describe('an identity outage seen by a signed-in buyer', () => {
  it('a key endpoint that hangs gives up after the fetch timeout with 503 and a message, never 401', async () => {
    mode = 'hang';
    const started = Date.now();

    const result = await signedInList();

    expect(result.status).toBe(503);
    expect(result.body.message).toBe('We could not check your sign-in just now. Please try again in a moment.');
    expect(Date.now() - started).toBeLessThan(JWKS_FETCH_TIMEOUT_MS + 2_000);
  });

  it('a key endpoint that answers 5xx gives 503, not "session invalid"', async () => {
    mode = 'fail';

    const result = await signedInList();

    expect(result.status).toBe(503);
    expect(result.body.message).not.toMatch(/session/i);
  });
});
