import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { GSIS, PLAN_SORT_INDEX, planKeys, portfolioKeys } from '../db/table-design.ts';

export interface SitemapEntry {
  id: string;
  updatedAt: string | undefined;
}

const PLAN_INDEX = GSIS.find((gsi) => gsi.name === PLAN_SORT_INDEX.featured.index) ?? GSIS[0];
const PORTFOLIO_INDEX = GSIS[0];

/** Reads every page of a Query, projecting only the id and the last change. */
async function idsAndDates(db: DynamoDBDocumentClient, input: QueryCommandInput, dateField: string) {
  const entries: SitemapEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        ...input,
        ProjectionExpression: '#id, #date',
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#id': 'id', '#date': dateField },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) {
      if (typeof item.id === 'string') {
        entries.push({ id: item.id, updatedAt: typeof item[dateField] === 'string' ? item[dateField] : undefined });
      }
    }
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/** What the sitemap lists from the table: active plans and portfolio projects (Query only, no Scan). */
export function sitemapRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    activePlans(): Promise<SitemapEntry[]> {
      return idsAndDates(
        db,
        {
          TableName: table,
          IndexName: PLAN_INDEX.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': PLAN_INDEX.partition },
          ExpressionAttributeValues: { ':pk': planKeys.statusPartition('active') },
        },
        'updated_at',
      );
    },

    portfolioProjects(): Promise<SitemapEntry[]> {
      return idsAndDates(
        db,
        {
          TableName: table,
          IndexName: PORTFOLIO_INDEX.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': PORTFOLIO_INDEX.partition },
          ExpressionAttributeValues: { ':pk': portfolioKeys.listPartition },
          ScanIndexForward: false,
        },
        'updated_at',
      );
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
