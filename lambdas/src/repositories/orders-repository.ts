import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@shop/shared/orders/order';
import { EXISTS, putIfAbsent, updatedIf, updateExisting, updateIfExists } from '../db/conditional-writes.ts';
import { allOf, equals, when } from '../db/conditions.ts';
import { queryItems, readNewest, readPartition } from '../db/paged-query.ts';
import { partitionQuery } from '../db/partition-query.ts';
import { orderKeys } from '../db/table-design.ts';
import { indexKey } from '../db/table-keys.ts';
import { PAYMENT_TRANSITIONS, type PaymentTransition } from '../domain/orders/order-machine.ts';
import { fromOrderItem, type OrderFile, orderEntity, orderIn, type StoredOrder } from './order-item.ts';

/** Where a read of the order list stands: the last order it handed out. */
export interface OrderPosition {
  id: string;
  created_at: string;
}

export interface OrderListRead {
  /** One status partition (gsi3), or every order (gsi4) when absent. */
  status?: OrderStatus;
  newestFirst: boolean;
  /** Continue after this order. */
  after?: OrderPosition;
  /** Items per Query; the reader asks for the next page only when the caller wants more. */
  pageSize: number;
}

export interface Completion {
  paidAt: string;
  expiresAt: string;
  channel: string | null;
  files: OrderFile[];
}

export function ordersRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (id: string) => orderEntity.key({ id });

  /** One conditional status change; false when the order was no longer in one of the `from` states. */
  async function transition(
    order: StoredOrder,
    { from, to }: PaymentTransition,
    set: Record<string, unknown>,
  ): Promise<boolean> {
    const update = orderEntity.update({ ...set, status: to, payment_status: to }, order);
    const fromValues = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
    const stillFrom = when(`#status IN (${Object.keys(fromValues).join(', ')})`, fromValues);
    return updatedIf(db, table, key(order.id), update, stillFrom);
  }

  return {
    /** Stores a new order under its fresh id; a taken id (never expected) is an error, nothing written. */
    async create(order: StoredOrder): Promise<void> {
      if (!(await putIfAbsent(db, table, orderEntity.toItem(order)))) throw new Error(`Order ${order.id} exists`);
    },

    async get(id: string): Promise<StoredOrder | undefined> {
      // Strongly consistent: a verify call right after initialise or completion must see that write.
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(id), ConsistentRead: true }));
      return Item ? fromOrderItem(Item) : undefined;
    },

    /** A user's orders, newest first (at most `limit`). */
    async listByUser(sub: string, limit = 200): Promise<StoredOrder[]> {
      const list = { index: orderKeys.userIndex, partition: orderKeys.userPartition(sub) };
      const items = await readNewest(db, table, list, limit);
      return items.map(fromOrderItem);
    },

    /**
     * Every order, or every order of a status, by creation time either way: Queries on the all-orders (gsi4) or
     * status (gsi3) partition, a page at a time, only as far as the caller reads. Never a Scan.
     */
    async *readList({ status, newestFirst, after, pageSize }: OrderListRead): AsyncGenerator<StoredOrder> {
      const index = status ? orderKeys.statusIndex : orderKeys.allIndex;
      const partition = status ? orderKeys.statusPartition(status) : orderKeys.allPartition;
      const startKey = after && {
        ...key(after.id),
        ...indexKey(index, partition, orderKeys.timeSort(after.created_at, after.id)),
      };
      const query = partitionQuery(table, { index, partition, descending: newestFirst, pageSize });
      for await (const item of queryItems(db, query, startKey)) yield fromOrderItem(item);
    },

    /** Orders of a status created before `before` (ISO time), oldest first, at most `limit`: the reconciliation's work list. */
    async listByStatusBefore(status: OrderStatus, before: string, limit = 500): Promise<StoredOrder[]> {
      const items = await readPartition(
        db,
        table,
        {
          index: orderKeys.statusIndex,
          partition: orderKeys.statusPartition(status),
          sortBefore: before,
          pageSize: limit,
        },
        limit,
      );
      return items.map(fromOrderItem);
    },

    /** The `paid` transition, once: of any number of concurrent callers exactly one gets true. */
    complete(order: StoredOrder, completion: Completion): Promise<boolean> {
      return transition(order, PAYMENT_TRANSITIONS.paid, {
        paid_at: completion.paidAt,
        expires_at: completion.expiresAt,
        channel: completion.channel,
        files: completion.files,
        failure_reason: null,
      });
    },

    /** The `declined` transition, with the reason; nothing is granted. */
    fail(order: StoredOrder, reason: string, channel: string | null): Promise<boolean> {
      return transition(order, PAYMENT_TRANSITIONS.declined, { failure_reason: reason, channel });
    },

    /** The `abandoned` transition; a later success can still complete it. */
    abandon(order: StoredOrder, reason: string): Promise<boolean> {
      return transition(order, PAYMENT_TRANSITIONS.abandoned, { failure_reason: reason });
    },

    /**
     * Writes an order's next refund and dispute state (domain/refunds/refund-machine.ts), only while the order is
     * still in the status and at the refund version it was read at. Of racing writers exactly one gets true, and only
     * that one runs the transition's side effects; the others read again and recompute.
     */
    async writeRefundState(order: StoredOrder, fields: Record<string, unknown>): Promise<boolean> {
      const version = order.refund_version ?? 0;
      const status = typeof fields.status === 'string' ? (fields.status as OrderStatus) : undefined;
      const changes = { ...fields, ...(status ? { payment_status: status } : {}), refund_version: version + 1 };
      const update = orderEntity.update(changes as Partial<StoredOrder>, order);
      const asRead = allOf(
        orderIn(order.status),
        version > 0 ? equals('refund_version', version) : when('attribute_not_exists(#refund_version)'),
      );
      return updatedIf(db, table, key(order.id), update, asRead);
    },

    /** Moves a completed order's download window end; false when the order is not completed. */
    async extendWindow(id: string, expiresAt: string): Promise<boolean> {
      return updatedIf(db, table, key(id), orderEntity.update({ expires_at: expiresAt }), orderIn('completed'));
    },

    /**
     * Counts a file's first download on the order: each file counts once per order, however many times its link is
     * followed (the refund rule and the shop's figures read this count). Answers whether this was the first.
     */
    async countDownload(id: string, fileKey: string, at: string): Promise<boolean> {
      // downloaded_files is a string set (ADD puts each file in once); the order's type reads it as a list.
      const first = await updateExisting(
        db,
        table,
        key(id),
        {
          ...orderEntity.update({ last_download_at: at }),
          add: { download_count: 1, downloaded_files: new Set([fileKey]) },
        },
        allOf(EXISTS, {
          ConditionExpression: 'NOT contains(downloaded_files, :key)',
          ExpressionAttributeValues: { ':key': fileKey },
        }),
      );
      const counted = first !== undefined;
      if (!counted && !(await updateIfExists(db, table, key(id), { last_download_at: at }))) {
        throw new Error(`Order ${id} is gone`);
      }
      return counted;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
