import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { PRICE_BAND_LIMITS } from '@shop/shared/constants';
import type { AdminPlan, PlanSort, PlanStatus, PlanType, PriceBand } from '@shop/shared/plans/plan';
import { queryItems } from '../db/paged-query.ts';
import { partitionQuery } from '../db/partition-query.ts';
import { type GsiName, PLAN_SORT_INDEX, planKeys, TABLE_KEYS } from '../db/table-design.ts';
import { keyNames, tableKey } from '../db/table-keys.ts';
import { decodePlanCursor, encodePlanCursor } from './plan-cursor.ts';
import { fromPlanItem } from './plan-item.ts';

export interface PlanFilter {
  status: PlanStatus;
  featured?: boolean;
  type?: PlanType;
  minBedrooms?: number;
  priceBand?: PriceBand;
  /** Case-insensitive substring of title or description. */
  text?: string;
  /** The largest footprint the buyer's plot takes once setbacks are kept free (decision 0025). */
  maxFootprint?: { width_m: number; depth_m: number };
}

export interface PlanPageRequest {
  filter: PlanFilter;
  sort: PlanSort;
  limit: number;
  cursor?: string;
}

export interface PlanPage {
  plans: AdminPlan[];
  nextCursor: string | null;
}

export interface PlanCounts {
  total: number;
  featured: number;
}

/** Items read per further Query call when filters dropped some of the first read. */
const READ_BATCH = 100;

interface FilterExpression {
  FilterExpression?: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

function filterExpression(filter: PlanFilter): FilterExpression {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.featured !== undefined) {
    parts.push('#featured = :featured');
    names['#featured'] = 'featured';
    values[':featured'] = filter.featured;
  }
  if (filter.type) {
    parts.push('#type = :type');
    names['#type'] = 'plan_type';
    values[':type'] = filter.type;
  }
  if (filter.minBedrooms !== undefined && filter.minBedrooms > 0) {
    parts.push('#bedrooms >= :minBedrooms');
    names['#bedrooms'] = 'bedrooms';
    values[':minBedrooms'] = filter.minBedrooms;
  }
  if (filter.priceBand) {
    names['#price'] = 'basic_price';
    if (filter.priceBand === 'low') {
      parts.push('#price < :midFrom');
      values[':midFrom'] = PRICE_BAND_LIMITS.midFrom;
    } else if (filter.priceBand === 'mid') {
      parts.push('#price BETWEEN :midFrom AND :highAbove');
      values[':midFrom'] = PRICE_BAND_LIMITS.midFrom;
      values[':highAbove'] = PRICE_BAND_LIMITS.highAbove;
    } else {
      parts.push('#price > :highAbove');
      values[':highAbove'] = PRICE_BAND_LIMITS.highAbove;
    }
  }
  if (filter.maxFootprint) {
    // A plan without a footprint has no attribute to compare, so it never matches a plot.
    parts.push('#fw <= :maxWidth AND #fd <= :maxDepth');
    names['#fw'] = 'footprint_width_m';
    names['#fd'] = 'footprint_depth_m';
    values[':maxWidth'] = filter.maxFootprint.width_m;
    values[':maxDepth'] = filter.maxFootprint.depth_m;
  }
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    parts.push('contains(#search, :text)');
    names['#search'] = 'search_text';
    values[':text'] = text;
  }
  return {
    FilterExpression: parts.length ? parts.join(' AND ') : undefined,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** The Query of one status partition of a catalogue index, with the filter's conditions. */
function statusQuery(
  table: string,
  index: GsiName,
  filter: PlanFilter,
  read: { forward?: boolean; attributes?: string[] } = {},
): QueryCommandInput {
  const query = partitionQuery(table, {
    index,
    partition: planKeys.statusPartition(filter.status),
    descending: read.forward === false,
    attributes: read.attributes,
  });
  const expression = filterExpression(filter);
  return {
    ...query,
    FilterExpression: expression.FilterExpression,
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, ...expression.ExpressionAttributeNames },
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...expression.ExpressionAttributeValues },
  };
}

export function plansRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    async get(id: string): Promise<AdminPlan | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: tableKey(planKeys.pk(id), planKeys.sk),
        }),
      );
      return Item ? fromPlanItem(Item) : undefined;
    },

    /** One page of plans of a status in the requested order; filters applied by DynamoDB. */
    async page({ filter, sort, limit, cursor }: PlanPageRequest): Promise<PlanPage> {
      const { index: indexName, forward } = PLAN_SORT_INDEX[sort];
      const index = { name: indexName, ...keyNames(indexName) };
      const cursorKeys = [TABLE_KEYS.partition, TABLE_KEYS.sort, index.partition, index.sort];
      let startKey = cursor
        ? decodePlanCursor(cursor, index.name, cursorKeys, {
            [TABLE_KEYS.partition]: (value) => value.startsWith(planKeys.pk('')),
            [TABLE_KEYS.sort]: planKeys.sk,
            [index.partition]: planKeys.statusPartition(filter.status),
          }).key
        : undefined;
      const found: Record<string, unknown>[] = [];
      // Read until one plan more than the page is found, so "is there a next page" is exact. The first
      // read asks for just that many; only when filters drop items do later reads take bigger bites (the
      // SDK's paginator keeps one page size, hence this loop).
      let readSize = limit + 1;
      do {
        const result = await db.send(
          new QueryCommand({
            ...statusQuery(table, index.name, filter, { forward }),
            Limit: readSize,
            ExclusiveStartKey: startKey,
          }),
        );
        readSize = READ_BATCH;
        found.push(...(result.Items ?? []));
        startKey = result.LastEvaluatedKey as Record<string, string> | undefined;
      } while (found.length <= limit && startKey);

      const items = found.slice(0, limit);
      const hasMore = found.length > limit;
      const last = items.at(-1);
      const nextCursor =
        hasMore && last
          ? encodePlanCursor({
              index: index.name,
              key: Object.fromEntries(cursorKeys.map((k) => [k, String(last[k])])),
            })
          : null;
      return { plans: items.map(fromPlanItem), nextCursor };
    },

    /** How many plans match the filter, and how many of those are featured (reads keys and one flag only). */
    async count(filter: PlanFilter): Promise<PlanCounts> {
      const query = statusQuery(table, planKeys.featuredIndex, filter, { attributes: ['featured'] });
      const counts = { total: 0, featured: 0 };
      for await (const item of queryItems(db, query)) {
        counts.total += 1;
        if (item.featured === true) counts.featured += 1;
      }
      return counts;
    },
  };
}

export type PlansRepository = ReturnType<typeof plansRepository>;
