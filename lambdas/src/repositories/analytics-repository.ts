import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { PACKAGES, type Package } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { updateAlways } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { analyticsKeys, TABLE_KEYS } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** One completed order, as the aggregates count it. */
export interface Sale {
  /** UTC day of the completion, YYYY-MM-DD. */
  date: string;
  planId: string;
  planTitle: string;
  packageType: Package;
  amountPesewas: number;
  /** The part of the amount that is tax (the order's frozen tax lines); revenue net of tax is the difference. */
  taxPesewas?: number;
  /** A paid desk quote (decision 0062): also counted as a quote accepted, with its value, on the day. */
  quote?: boolean;
}

/** A day's aggregate as stored (amounts in pesewas); absent counters read as 0. */
export interface DayAggregate {
  date: string;
  revenuePesewas: number;
  /** Of the revenue, the tax collected. */
  taxPesewas: number;
  orders: number;
  downloads: number;
  byPackage: Record<Package, { orders: number; revenuePesewas: number }>;
  /** Desk quotes paid on the day, and what they brought in (taxes included, as revenue). */
  quotesAccepted: number;
  quoteRevenuePesewas: number;
}

export interface PlanDayAggregate {
  date: string;
  planId: string;
  planTitle: string;
  revenuePesewas: number;
  orders: number;
}

export interface AllTimeTotals {
  revenuePesewas: number;
  taxPesewas: number;
  orders: number;
  downloads: number;
}

const packageOrders = (pkg: Package) => `orders_${pkg}`;
const packageRevenue = (pkg: Package) => `revenue_pesewas_${pkg}`;

/** The package's day counters; a quote for one of the firm's services sells no package and counts in none. */
const packageCounters = (sale: Sale, sign: 1 | -1): Record<string, number> =>
  sale.planId
    ? { [packageOrders(sale.packageType)]: sign, [packageRevenue(sale.packageType)]: sign * sale.amountPesewas }
    : {};

/** A paid quote's own day counters, added (1) or taken back on a refund (-1) in the same ADD as the sale's. */
const quoteCounters = (sale: Sale, sign: 1 | -1): Record<string, number> =>
  sale.quote ? { quotes_accepted: sign, quote_revenue_pesewas: sign * sale.amountPesewas } : {};

/** A counter no sale has added to yet is absent from the item and reads as 0. */
const counter = () => z._default(z.number(), 0);

/** A day's aggregate as stored: the day is the sort key; every counter is a number when present. */
let dayItem:
  | z.ZodMiniType<{
      day: string;
      revenue_pesewas: number;
      tax_pesewas: number;
      orders: number;
      downloads: number;
      quotes_accepted: number;
      quote_revenue_pesewas: number;
    }>
  | undefined;
const dayItemSchema = () =>
  (dayItem ??= z.object({
    day: z.string(),
    revenue_pesewas: counter(),
    tax_pesewas: counter(),
    orders: counter(),
    downloads: counter(),
    quotes_accepted: counter(),
    quote_revenue_pesewas: counter(),
  }));

/** A day's counters per package (`orders_basic`, `revenue_pesewas_basic`, ...). */
let packageCountersItem: z.ZodMiniType<Record<string, number>> | undefined;
const packageCountersSchema = () =>
  (packageCountersItem ??= z.object(
    Object.fromEntries(
      PACKAGES.flatMap((pkg) => [packageOrders(pkg), packageRevenue(pkg)]).map((name) => [name, counter()]),
    ),
  ));

/** A plan's day as stored: a plan title written before titles were kept reads as empty. */
let planDayItem:
  | z.ZodMiniType<{ date: string; plan_id: string; plan_title: string; revenue_pesewas: number; orders: number }>
  | undefined;
const planDayItemSchema = () =>
  (planDayItem ??= z.object({
    date: z.string(),
    plan_id: z.string(),
    plan_title: z._default(z.string(), ''),
    revenue_pesewas: counter(),
    orders: counter(),
  }));

/** The all-time totals as stored; before the first sale or download there is no item and every total is 0. */
let totalsItem:
  | z.ZodMiniType<{ revenue_pesewas: number; tax_pesewas: number; orders: number; downloads: number }>
  | undefined;
const totalsItemSchema = () =>
  (totalsItem ??= z.object({
    revenue_pesewas: counter(),
    tax_pesewas: counter(),
    orders: counter(),
    downloads: counter(),
  }));

function fromDayItem(item: Record<string, unknown>): DayAggregate {
  const day = parseItem(dayItemSchema(), { ...item, day: item[TABLE_KEYS.sort] }, 'day aggregate');
  const counters = parseItem(packageCountersSchema(), item, 'day aggregate');
  const byPackage = {} as DayAggregate['byPackage'];
  for (const pkg of PACKAGES) {
    byPackage[pkg] = { orders: counters[packageOrders(pkg)] ?? 0, revenuePesewas: counters[packageRevenue(pkg)] ?? 0 };
  }
  return {
    date: day.day,
    revenuePesewas: day.revenue_pesewas,
    taxPesewas: day.tax_pesewas,
    orders: day.orders,
    downloads: day.downloads,
    byPackage,
    quotesAccepted: day.quotes_accepted,
    quoteRevenuePesewas: day.quote_revenue_pesewas,
  };
}

function fromPlanDayItem(item: Record<string, unknown>): PlanDayAggregate {
  const day = parseItem(planDayItemSchema(), item, 'plan day aggregate');
  return {
    date: day.date,
    planId: day.plan_id,
    planTitle: day.plan_title,
    revenuePesewas: day.revenue_pesewas,
    orders: day.orders,
  };
}

/**
 * Daily, per-plan-per-day and all-time aggregates. Every write is one UpdateItem with ADD, which DynamoDB
 * applies atomically (and creates the item if missing), so concurrent completions are all counted without a
 * transaction. Reads are Queries on one partition by date range, never a Scan.
 */
export function analyticsRepository(db: DynamoDBDocumentClient, table: string) {
  const add = (pk: string, sk: string, counters: Record<string, number>, set: Record<string, unknown> = {}) =>
    updateAlways(db, table, tableKey(pk, sk), { add: counters, set });

  /** Adds to the sale's plan day; a quote for one of the firm's services sells no plan and has no day to count in. */
  const addToPlanDay = (sale: Sale, counters: Record<string, number>, set: Record<string, unknown> = {}) =>
    sale.planId
      ? add(analyticsKeys.planDayPk, analyticsKeys.planDaySk(sale.date, sale.planId), counters, {
          date: sale.date,
          plan_id: sale.planId,
          ...set,
        })
      : undefined;

  const between = (partition: string, from: string, to: string) =>
    readPartition(db, table, { partition, sortBetween: [from, to] });

  return {
    /** Counts one completed order on its day, its plan's day and the all-time totals (three atomic ADDs). */
    async recordSale(sale: Sale): Promise<void> {
      const money = { revenue_pesewas: sale.amountPesewas, orders: 1 };
      const tax = { tax_pesewas: sale.taxPesewas ?? 0 };
      await Promise.all([
        add(analyticsKeys.dayPk, analyticsKeys.daySk(sale.date), {
          ...money,
          ...tax,
          ...packageCounters(sale, 1),
          ...quoteCounters(sale, 1),
        }),
        // The title at the latest sale: a renamed plan shows its current name.
        addToPlanDay(sale, money, { plan_title: sale.planTitle }),
        add(analyticsKeys.totalPk, analyticsKeys.totalSk, { ...money, ...tax }),
      ]);
    },

    /**
     * Takes a refunded sale back out, on the day it was counted (its `date` is the completion's day), so each
     * day's and the all-time revenue and order counts read as if the sale had not happened.
     */
    async reverseSale(sale: Sale): Promise<void> {
      const money = { revenue_pesewas: -sale.amountPesewas, orders: -1 };
      const tax = { tax_pesewas: -(sale.taxPesewas ?? 0) };
      await Promise.all([
        add(analyticsKeys.dayPk, analyticsKeys.daySk(sale.date), {
          ...money,
          ...tax,
          ...packageCounters(sale, -1),
          ...quoteCounters(sale, -1),
        }),
        addToPlanDay(sale, money),
        add(analyticsKeys.totalPk, analyticsKeys.totalSk, { ...money, ...tax }),
      ]);
    },

    /** Counts one file download on its day and in the all-time totals. */
    async recordDownload(date: string): Promise<void> {
      await Promise.all([
        add(analyticsKeys.dayPk, analyticsKeys.daySk(date), { downloads: 1 }),
        add(analyticsKeys.totalPk, analyticsKeys.totalSk, { downloads: 1 }),
      ]);
    },

    /** The days from `from` to `to` (YYYY-MM-DD, both included) that have any aggregate: one Query. */
    async days(from: string, to: string): Promise<DayAggregate[]> {
      return (await between(analyticsKeys.dayPk, analyticsKeys.daySk(from), analyticsKeys.daySk(to))).map(fromDayItem);
    },

    /** Every plan's sales on each day from `from` to `to`: one Query (paged) on the plan-day partition. */
    async planDays(from: string, to: string): Promise<PlanDayAggregate[]> {
      const items = await between(
        analyticsKeys.planDayPk,
        analyticsKeys.planDaySk(from, ''),
        analyticsKeys.planDayRangeEnd(to),
      );
      return items.map(fromPlanDayItem);
    },

    async totals(): Promise<AllTimeTotals> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: tableKey(analyticsKeys.totalPk, analyticsKeys.totalSk),
        }),
      );
      const totals = parseItem(totalsItemSchema(), Item ?? {}, 'all-time totals');
      return {
        revenuePesewas: totals.revenue_pesewas,
        taxPesewas: totals.tax_pesewas,
        orders: totals.orders,
        downloads: totals.downloads,
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
