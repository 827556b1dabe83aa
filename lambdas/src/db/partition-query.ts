import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { GsiName } from './table-design.ts';
import { keyNames } from './table-keys.ts';

/** Which items of one partition (of the table or of an index) a Query reads. */
export interface PartitionRead {
  index?: GsiName;
  partition: string;
  /** Only sort keys that start with this. */
  sortBeginsWith?: string;
  /** Only sort keys below this. */
  sortBefore?: string;
  /** Only sort keys in this range, both ends included. */
  sortBetween?: readonly [string, string];
  /** Descending sort-key order (newest first for time-sorted keys). */
  descending?: boolean;
  consistent?: boolean;
  /** Only these attributes (names are placed in the expression for you). */
  attributes?: readonly string[];
  /** Items per request; the paginator keeps asking while the caller reads. */
  pageSize?: number;
}

/**
 * A Query of one partition with every attribute name taken from the key design (table-design.ts), so no
 * repository spells out `pk`, `gsi1` or `#pk = :pk` itself.
 */
export function partitionQuery(table: string, read: PartitionRead): QueryCommandInput {
  const names = keyNames(read.index);
  const attributeNames: Record<string, string> = { '#pk': names.partition };
  const values: Record<string, unknown> = { ':pk': read.partition };
  let condition = '#pk = :pk';
  const sortConditions: [string, Record<string, unknown>][] = [];
  if (read.sortBeginsWith !== undefined) {
    sortConditions.push(['begins_with(#sk, :prefix)', { ':prefix': read.sortBeginsWith }]);
  }
  if (read.sortBefore !== undefined) sortConditions.push(['#sk < :before', { ':before': read.sortBefore }]);
  if (read.sortBetween) {
    sortConditions.push(['#sk BETWEEN :from AND :to', { ':from': read.sortBetween[0], ':to': read.sortBetween[1] }]);
  }
  if (sortConditions.length > 1) throw new Error('partitionQuery takes one sort condition');
  const [sort] = sortConditions;
  if (sort) {
    condition += ` AND ${sort[0]}`;
    Object.assign(values, sort[1]);
    attributeNames['#sk'] = names.sort;
  }
  let projection: string | undefined;
  if (read.attributes?.length) {
    projection = read.attributes
      .map((name, i) => {
        attributeNames[`#p${i}`] = name;
        return `#p${i}`;
      })
      .join(', ');
  }
  return {
    TableName: table,
    IndexName: read.index,
    KeyConditionExpression: condition,
    ExpressionAttributeNames: attributeNames,
    ExpressionAttributeValues: values,
    ScanIndexForward: !read.descending,
    ConsistentRead: read.consistent,
    ProjectionExpression: projection,
    Limit: read.pageSize,
  };
}
