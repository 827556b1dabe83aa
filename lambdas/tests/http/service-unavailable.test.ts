import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../src/handlers/plans/get-plan.ts';
import { answerOf, apiEvent } from '../support/api-event.ts';
import { useTestIssuer } from '../support/tokens.ts';

const db = mockClient(DynamoDBDocumentClient);

async function callGet() {
  const event = apiEvent({ routeKey: 'GET /api/plans/{id}', path: '/api/plans/villa-01', params: { id: 'villa-01' } });
  return answerOf(handler, event);
}

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  useTestIssuer();
});

describe('a backing service that is down or throttling', () => {
  it.each([
    ['connection refused (emulator or endpoint down)', withCode('connect ECONNREFUSED 127.0.0.1:8000', 'ECONNREFUSED')],
    [
      'a refused connection wrapped in a cause',
      new Error('fetch failed', { cause: withCode('refused', 'ECONNREFUSED') }),
    ],
    ['socket hang up', withCode('socket hang up', 'ECONNRESET')],
    ['an SDK timeout', Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' })],
    [
      'throughput exceeded',
      new ProvisionedThroughputExceededException({ message: 'Rate of requests exceeds', $metadata: {} }),
    ],
    [
      'a 5xx from the service',
      Object.assign(new Error('We encountered an internal error'), { $metadata: { httpStatusCode: 500 } }),
    ],
  ])('answers 503 with a message and no stack for %s', async (_case, error) => {
    db.on(GetCommand).rejects(error);

    const result = await callGet();

    expect(result.status).toBe(503);
    expect(result.body.message).toBe('The service is busy; please try again in a moment.');
    expect(result.headers['retry-after']).toBe('5');
    expect(result.raw).not.toMatch(/ECONNREFUSED|at .*\.ts|stack/i);
  });

  it('still answers 500 for a fault in our own code, with no stack', async () => {
    db.on(GetCommand).rejects(new TypeError("Cannot read properties of undefined (reading 'title')"));

    const result = await callGet();

    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      requestId: 'req-123',
    });
  });

  it('does not treat a 4xx validation error from the service as unavailable', async () => {
    db.on(GetCommand).rejects(
      Object.assign(new Error('One or more parameter values were invalid'), {
        name: 'ValidationException',
        $metadata: { httpStatusCode: 400 },
      }),
    );

    const result = await callGet();

    expect(result.status).toBe(500);
  });
});
