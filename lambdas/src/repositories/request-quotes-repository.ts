import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { REQUEST_SERVICES } from '@shop/shared/requests/request-services';
import { canMoveRequest, REQUEST_KINDS, REQUEST_STATES, type RequestState } from '@shop/shared/requests/request-states';
import * as z from 'zod/mini';
import { deleteIfExists, putIfAbsent, updateExisting } from '../db/conditional-writes.ts';
import { equals, when } from '../db/conditions.ts';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { requestKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { requestEntity } from './request-item.ts';

/*
 * The quotes and customized deliveries of a desk request. The request item itself belongs to the desk: this module
 * reads only the fields it needs and writes only the request's state (with its index key), `updated_at` and its own
 * `quote_*` summary fields, each write conditioned on the state it read, after checking the move is allowed.
 */

/**
 * What quoting, paying, delivering and the quote's mail to the requester read of a request (other fields are the
 * desk's and ignored).
 */
const requestView = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  state: z.enum(REQUEST_STATES),
  requester_sub: z.nullable(z.string()),
  requester_email: z.string(),
  requester_name: z.optional(z.nullable(z.string())),
  order_id: z.optional(z.nullable(z.string())),
  plan_id: z.optional(z.nullable(z.string())),
  plan_title: z.optional(z.nullable(z.string())),
  service: z.optional(z.nullable(z.enum(REQUEST_SERVICES))),
  language: z.optional(z.enum(['en', 'fr'])),
  created_at: z.string(),
  quote_revision: z.optional(z.number()),
  quote_covered: z.optional(z.boolean()),
  quote_accepted_revision: z.optional(z.number()),
  quote_order_id: z.optional(z.string()),
});
export type RequestView = z.infer<typeof requestView>;

const storedQuote = z.object({
  request_id: z.string(),
  revision: z.number(),
  amount: z.number(),
  amount_pesewas: z.number(),
  covers: z.string(),
  valid_until: z.string(),
  created_at: z.string(),
  created_by: z.string(),
});
export type StoredQuote = z.infer<typeof storedQuote>;

const storedDelivery = z.object({
  request_id: z.string(),
  key: z.string(),
  name: z.string(),
  order_id: z.string(),
  delivered_at: z.string(),
  delivered_by: z.string(),
});
export type StoredRequestDelivery = z.infer<typeof storedDelivery>;

/** The move of a request's state from what was read, with the quote summary fields the move writes. */
export interface RequestMove {
  from: RequestState;
  to: RequestState;
  at: string;
  /** Only `quote_*` fields: the desk owns every other field of the request. */
  summary?: Record<`quote_${string}`, unknown>;
}

export function requestQuotesRepository(db: DynamoDBDocumentClient, table: string) {
  const requestKey = (id: string) => requestEntity.key({ id });

  return {
    /** The request as quoting needs it; a consistent read, so a state just written is seen. */
    async getRequest(id: string): Promise<RequestView | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: requestKey(id), ConsistentRead: true }));
      return Item ? parseItem(requestView, Item, 'request') : undefined;
    },

    /** Its quotes, oldest revision first. */
    async listQuotes(id: string): Promise<StoredQuote[]> {
      const items = await readPartition(db, table, {
        partition: requestKeys.pk(id),
        sortBeginsWith: requestKeys.quotePrefix,
        consistent: true,
      });
      return items.map((item) => parseItem(storedQuote, item, 'request quote'));
    },

    /** Writes a revision once: false when that revision exists already (another staff member sent one). */
    putQuote(quote: StoredQuote): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...quote,
        ...tableKey(requestKeys.pk(quote.request_id), requestKeys.quoteSk(quote.revision)),
        entity: 'request-quote',
      });
    },

    /**
     * Gives a request sent without an account to the account now paying it: its owner and the requester index (their
     * requests list), only while it still has no owner. Answers the request as it now is, or undefined when another
     * write gave it an owner first.
     */
    async claimVisitorRequest(
      request: Pick<RequestView, 'id' | 'created_at'>,
      sub: string,
    ): Promise<RequestView | undefined> {
      const update = requestEntity.update({ requester_sub: sub }, request);
      const unowned = when('attribute_exists(#pk) AND attribute_type(#requester_sub, :null)', { ':null': 'NULL' });
      const updated = await updateExisting(db, table, requestKey(request.id), update, unowned);
      return updated ? parseItem(requestView, updated, 'request') : undefined;
    },

    /** Takes back a revision whose request moved on before it could be announced. */
    async removeQuote(requestId: string, revision: number): Promise<void> {
      await deleteIfExists(db, table, tableKey(requestKeys.pk(requestId), requestKeys.quoteSk(revision)));
    },

    /**
     * Moves the request along one allowed arrow, only while it is still in the state it was read in; the state's
     * index key follows the state. Answers the request as it now is, or undefined when it had moved meanwhile.
     */
    async moveRequest(id: string, move: RequestMove): Promise<RequestView | undefined> {
      if (!canMoveRequest(move.from, move.to)) throw new Error(`A request cannot move from ${move.from} to ${move.to}`);
      const update = requestEntity.update({ ...move.summary, state: move.to, updated_at: move.at });
      const updated = await updateExisting(db, table, requestKey(id), update, equals('state', move.from));
      return updated ? parseItem(requestView, updated, 'request') : undefined;
    },

    /** Records a delivered file once (by its key); false when it was recorded already. */
    putDelivery(delivery: StoredRequestDelivery): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...delivery,
        ...tableKey(requestKeys.pk(delivery.request_id), requestKeys.deliverySk(delivery.key)),
        entity: 'request-delivery',
      });
    },

    async listDeliveries(id: string): Promise<StoredRequestDelivery[]> {
      const items = await readPartition(db, table, {
        partition: requestKeys.pk(id),
        sortBeginsWith: requestKeys.deliveryPrefix,
        consistent: true,
      });
      return items.map((item) => parseItem(storedDelivery, item, 'request delivery'));
    },
  };
}

export type RequestQuotesRepository = ReturnType<typeof requestQuotesRepository>;
