import { exportOrdersRoute } from '@shop/shared/api/routes/export-orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFilters, shortOrderId } from '../src/features/admin-orders/utils/order-list.ts';

vi.mock('../src/lib/auth.ts', () => ({ getIdToken: vi.fn(async () => 'admin-token') }));

const { ApiError, apiFile } = await import('../src/lib/api-client.ts');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin Orders filters', () => {
  it('sends no status for All and no empty search, and trims what was typed', () => {
    // Act / Assess
    expect(orderFilters({ status: 'all', sort: 'newest', search: '   ' })).toEqual({ sort: 'newest' });
    expect(orderFilters({ status: 'failed', sort: 'amount-low', search: ' ama@ ' })).toEqual({
      sort: 'amount-low',
      status: 'failed',
      q: 'ama@',
    });
  });

  it('shortens an order id to its last 8 characters, upper case', () => {
    // Act / Assess
    expect(shortOrderId('8c0f8b7e-3d1a-4c2b-9e5f-1a2b3c4d5e6f')).toBe('#3C4D5E6F');
  });
});

describe('Export Orders download', () => {
  it('fetches the export with the token and the filters, and keeps the file name the server chose', async () => {
    // Prepare
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('Order ID\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-2026-11-23.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    // Act
    const file = await apiFile(exportOrdersRoute, { query: { status: 'failed', sort: 'oldest', q: 'ama' } });

    // Assess
    expect(file.fileName).toBe('orders-2026-11-23.csv');
    expect(await file.blob.text()).toBe('Order ID\r\n');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders/export?status=failed&sort=oldest&q=ama');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer admin-token' });
  });

  it("throws the server's message when the export is refused", async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'This needs an admin account' }), { status: 403 })),
    );

    // Act
    const error = await apiFile(exportOrdersRoute, { query: {} }).catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).message).toBe('This needs an admin account');
  });
});
