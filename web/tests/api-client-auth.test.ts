import { getProfileRoute } from '@shop/shared/api/routes/get-profile';
import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { listPortfolioRoute } from '@shop/shared/api/routes/list-portfolio';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/lib/auth.ts', () => ({ getIdToken: vi.fn(async () => 'id-token-1') }));

const { apiRequest } = await import('../src/lib/api-client.ts');
const { getIdToken } = await import('../src/lib/auth.ts');

const PROFILE = {
  user_id: 'sub-1',
  email: 'ama@example.com',
  role: 'user',
  created_at: '2026-01-05T10:00:00.000Z',
  first_name: 'Ama',
  last_name: '',
  phone: '',
  bio: '',
  city: '',
  country: '',
  avatar_url: '',
};

function answerWith(body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(getIdToken).mockClear();
});

describe('apiRequest and the signed-in token', () => {
  it('sends the ID token as a bearer token to a user route', async () => {
    // Prepare
    const fetchMock = answerWith(PROFILE);

    // Act
    await apiRequest(getProfileRoute, { params: { userId: 'sub-1' } });

    // Assess
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer id-token-1');
  });

  it('never asks for a token on a public route', async () => {
    // Prepare
    const fetchMock = answerWith({ items: [] });

    // Act
    await apiRequest(listPortfolioRoute).catch(() => undefined);

    // Assess
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('sends no header when signed out', async () => {
    // Prepare
    vi.mocked(getIdToken).mockResolvedValueOnce(undefined);
    const fetchMock = answerWith({ plans: [], nextCursor: null, total: 0, featuredTotal: 0 });

    // Act
    await apiRequest(listPlansRoute).catch(() => undefined);

    // Assess
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
  });
});
