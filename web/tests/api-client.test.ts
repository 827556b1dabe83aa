import { getPlanRoute } from '@shop/shared/api/routes/get-plan';
import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildApiUrl, isNotFound } from '../src/lib/api-client.ts';
import { makePlan } from '../src/testing/plan-fixtures.ts';

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildApiUrl', () => {
  it('fills path parameters encoded and appends only the query values that are set', () => {
    // Act
    const url = buildApiUrl('/api/plans/{id}', { id: 'a b/c' }, { q: 'two words', type: undefined, sort: '' });

    // Assess
    expect(url).toBe('/api/plans/a%20b%2Fc?q=two+words');
  });

  it('refuses to call a route with a path parameter missing', () => {
    // Act / Assess
    expect(() => buildApiUrl('/api/plans/{id}', {})).toThrow('Missing path parameter id');
  });
});

describe('apiRequest', () => {
  it('calls the route table path same-origin and returns the body the schema accepts', async () => {
    // Prepare
    const plan = makePlan({ id: 'villa-7' });
    const fetchMock = answerWith(200, { plans: [plan], nextCursor: 'next', total: 1, featuredTotal: 0 });

    // Act
    const page = await apiRequest(listPlansRoute, { query: { type: 'villa', limit: '12' } });

    // Assess
    expect(page.plans[0]?.id).toBe('villa-7');
    expect(page.nextCursor).toBe('next');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/plans?type=villa&limit=12');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it("turns a 404 into an ApiError carrying the server's message", async () => {
    // Prepare
    answerWith(404, { message: 'Plan not found' });

    // Act
    const error = await apiRequest(getPlanRoute, { params: { id: 'missing' } }).catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Plan not found');
    expect(isNotFound(error)).toBe(true);
  });

  it('hides the detail of a server error', async () => {
    // Prepare
    answerWith(500, { message: 'DynamoDB exploded at line 42' });

    // Act
    const error = await apiRequest(getPlanRoute, { params: { id: 'x' } }).catch((caught: unknown) => caught);

    // Assess
    expect((error as ApiError).message).toBe('Request failed (500)');
    expect(isNotFound(error)).toBe(false);
  });

  it('rejects a 200 whose body breaks the contract', async () => {
    // Prepare
    answerWith(200, { id: 'x', title: 'No prices here' });

    // Act
    const result = apiRequest(getPlanRoute, { params: { id: 'x' } });

    // Assess
    await expect(result).rejects.toThrow('Unexpected response from GET /api/plans/{id}');
  });
});
