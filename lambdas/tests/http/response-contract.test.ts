import { describe, expect, it } from 'vitest';
import { apiEvent, checkedResult } from '../support/api-event.ts';

/** The handler tests' contract check: every success they read is parsed with its route row's response schema. */
describe('reading a handler answer in the handler tests', () => {
  const event = apiEvent({ method: 'DELETE', routeKey: 'DELETE /api/favorites', path: '/api/favorites' });
  const answer = (status: number, body: unknown) => ({
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });

  it('refuses a success whose body is off the row response schema', async () => {
    await expect(checkedResult(answer(200, { plan_id: 'villa-01', saved: true }), event)).rejects.toThrow(
      /remove-favorite answered off its response schema/,
    );
  });

  it('accepts a body on the schema, and leaves refusals (their own shape) alone', async () => {
    const removed = { plan_id: 'villa-01', saved: false };
    expect((await checkedResult(answer(200, removed), event)).body).toEqual(removed);
    expect((await checkedResult(answer(404, { message: 'Plan not found' }), event)).status).toBe(404);
  });

  it('refuses a route key no route-table row has, as a mistake in the test', async () => {
    const unknown = apiEvent({ method: 'DELETE', routeKey: 'DELETE /api/favourites', path: '/api/favourites' });

    await expect(checkedResult(answer(200, {}), unknown)).rejects.toThrow(
      /No route-table row for DELETE \/api\/favourites/,
    );
  });

  it('finds every row of the table by its route key', async () => {
    const { routes } = await import('@shop/shared/api/routes');
    for (const route of routes) {
      const event = apiEvent({ method: route.method, routeKey: `${route.method} ${route.path}`, path: route.path });
      // A refusal is never checked against the schema, so only finding the row is tested here.
      await expect(checkedResult(answer(404, {}), event)).resolves.toMatchObject({ status: 404 });
    }
  });
});
