import type { AnalyticsRepository, Sale } from '../../../src/repositories/analytics-repository.ts';

/** The shop-wide figures as orders add to them (sales, refunds, downloads); `failing` makes each write throw. */
export function analyticsFake(options: { failing?: boolean } = {}) {
  const downloadsByDay = new Map<string, number>();
  const sales: Sale[] = [];
  const reversedSales: Sale[] = [];
  const analytics = {
    async recordSale(sale: Sale): Promise<void> {
      if (options.failing) throw new Error('throttled');
      sales.push(sale);
    },
    async reverseSale(sale: Sale): Promise<void> {
      if (options.failing) throw new Error('throttled');
      reversedSales.push(sale);
    },
    async recordDownload(date: string): Promise<void> {
      if (options.failing) throw new Error('throttled');
      downloadsByDay.set(date, (downloadsByDay.get(date) ?? 0) + 1);
    },
  } satisfies Pick<AnalyticsRepository, 'recordDownload' | 'recordSale' | 'reverseSale'>;
  return {
    ...analytics,
    sales,
    reversedSales,
    /** Downloads counted on `date` (YYYY-MM-DD), and in all. */
    downloadsOn: (date: string) => downloadsByDay.get(date) ?? 0,
    totalDownloads: () => [...downloadsByDay.values()].reduce((sum, count) => sum + count, 0),
  };
}
