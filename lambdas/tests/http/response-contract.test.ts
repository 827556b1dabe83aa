import { describe, expect, it } from 'vitest';
import { apiEvent, readResult } from '../support/api-event.ts';

/** The handler tests' contract check: every success they read is parsed with its route row's response schema. */
describe('reading a handler answer in the handler tests', () => {
  const event = apiEvent({ method: 'DELETE', routeKey: 'DELETE /api/favorites', path: '/api/favorites' });
  const answer = (status: number, body: unknown) => ({
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });

  it('refuses a success whose body is off the row response schema', () => {
    expect(() => readResult(answer(200, { plan_id: 'villa-01', saved: true }), event)).toThrow(
      /remove-favorite answered off its response schema/,
    );
  });

  it('accepts a body on the schema, and leaves refusals (their own shape) alone', () => {
    const removed = { plan_id: 'villa-01', saved: false };
    expect(readResult(answer(200, removed), event).body).toEqual(removed);
    expect(readResult(answer(404, { message: 'Plan not found' }), event).status).toBe(404);
  });
});
