import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { RequestMessage } from '@shop/shared/requests/request';
import type { RequestState } from '@shop/shared/requests/request-states';
import { putIfAbsent, updateExisting } from '../db/conditional-writes.ts';
import { equals } from '../db/conditions.ts';
import { queryItems, readNewest, readPartition, type StoredItem } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { partitionQuery } from '../db/partition-query.ts';
import { requestKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { requestEntity, type StoredRequest, withoutKeys } from './request-item.ts';

export { StoredRequest } from './request-item.ts';
export type StoredMessage = RequestMessage;

function fromMessageItem(item: StoredItem): StoredMessage {
  return parseItem(RequestMessage, withoutKeys(item), 'request message');
}

/** The fields a state move may set besides the state itself (a decline's reason). */
export interface StateMoveExtras {
  decline_reason?: string | null;
}

/**
 * The request desk's items (decision 0061). Every write is one conditional single-item write: the request is
 * created once per submission id, a state moves only from the state the caller read, the first reply is stamped once.
 */
export function requestsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (id: string) => requestEntity.key({ id });
  const fromRequestItem = requestEntity.fromItem;

  return {
    /** Stores a new request; false when its id is taken (the same submission again), and then nothing is written. */
    async create(request: StoredRequest): Promise<boolean> {
      // first_reply_at stays absent until staff's first reply stamps it (if_not_exists).
      const { first_reply_at: _none, ...item } = requestEntity.toItem(request);
      return putIfAbsent(db, table, item);
    },

    /** One request, read consistently (a write just made is seen). */
    async get(id: string): Promise<StoredRequest | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(id), ConsistentRead: true }));
      return Item ? fromRequestItem(Item) : undefined;
    },

    /** The thread of a request, oldest first (internal notes included: the domain filters them for requesters). */
    async messages(id: string): Promise<StoredMessage[]> {
      const items = await readPartition(db, table, {
        partition: requestKeys.pk(id),
        sortBeginsWith: requestKeys.messagePrefix,
        consistent: true,
      });
      return items.map(fromMessageItem);
    },

    /**
     * Adds a message to the thread and touches the request's `updated_at`. `firstReply`: staff's first answer to
     * the requester, stamped once as `first_reply_at` (the time to first reply).
     */
    async addMessage(id: string, message: StoredMessage, options: { firstReply?: boolean } = {}): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...tableKey(requestKeys.pk(id), requestKeys.messageSk(message.at, message.id)), ...message },
        }),
      );
      await updateExisting(db, table, key(id), {
        set: { updated_at: message.at },
        setIfAbsent: options.firstReply ? { first_reply_at: message.at } : {},
      });
    },

    /**
     * Moves the request from `from` to `to` (the caller checked the arrow with canMoveRequest), with the state
     * index kept current. Undefined when the request is no longer in `from` (someone moved it meanwhile).
     */
    async moveState(
      id: string,
      from: RequestState,
      to: RequestState,
      at: string,
      extras: StateMoveExtras = {},
    ): Promise<StoredRequest | undefined> {
      const update = requestEntity.update({ state: to, updated_at: at, decline_reason: extras.decline_reason });
      const item = await updateExisting(db, table, key(id), update, equals('state', from));
      return item && fromRequestItem(item);
    },

    /** Sets (or clears, with null) the staff member the request is assigned to. */
    async assign(
      id: string,
      assignee: { sub: string; email: string } | null,
      at: string,
    ): Promise<StoredRequest | undefined> {
      const item = await updateExisting(
        db,
        table,
        key(id),
        requestEntity.update({
          assignee_sub: assignee?.sub ?? null,
          assignee_email: assignee?.email ?? null,
          updated_at: at,
        }),
      );
      return item && fromRequestItem(item);
    },

    /** Adds the hash of one more private link (every link mailed to a visitor keeps working). */
    async addAccessToken(id: string, hash: string): Promise<void> {
      await updateExisting(db, table, key(id), { append: { access_token_hashes: [hash] } });
    },

    /**
     * Takes a closed account's person out of their request: name, addresses, numbers and link hashes go, the
     * request leaves the requester index, and their own messages lose their words and files. The request, its
     * states, quotes and staff's messages stay as the firm's record of the work, under the closure reference.
     */
    async forgetRequester(
      request: Pick<StoredRequest, 'id'>,
      own: readonly StoredMessage[],
      words: { formerName: string; removedText: string; reference: string },
    ): Promise<void> {
      const { formerName, removedText, reference } = words;
      const update = requestEntity.update({
        requester_name: formerName,
        requester_email: '',
        requester_sub: null,
        phone: null,
        whatsapp: null,
        closure_reference: reference,
      });
      await updateExisting(db, table, key(request.id), {
        ...update,
        remove: [...update.remove, 'access_token_hashes'],
      });
      for (const message of own) {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...tableKey(requestKeys.pk(request.id), requestKeys.messageSk(message.at, message.id)),
              ...message,
              author_name: formerName,
              text: removedText,
              attachments: [],
            },
          }),
        );
      }
    },

    /** A signed-in requester's requests, newest first. */
    async listByRequester(sub: string, limit = 100): Promise<StoredRequest[]> {
      const list = { index: requestKeys.requesterIndex, partition: requestKeys.requesterPartition(sub) };
      const items = await readNewest(db, table, list, limit);
      return items.map(fromRequestItem);
    },

    /**
     * The desk's list, newest first, only as far as the caller reads: one state's requests (gsi3) or all (gsi4),
     * created before `createdBefore` (the age filter) and after the position `after` (the last one read by the page
     * before), both as one key condition.
     */
    async *readDesk(
      filter: { state?: RequestState; createdBefore?: string; after?: { created_at: string; id: string } },
      pageSize = 200,
    ): AsyncGenerator<StoredRequest> {
      const bounds = [
        filter.createdBefore,
        filter.after && requestKeys.createdSort(filter.after.created_at, filter.after.id),
      ].filter((bound): bound is string => bound !== undefined);
      const before = bounds.length ? bounds.reduce((low, bound) => (bound < low ? bound : low)) : undefined;
      const query = partitionQuery(table, {
        index: filter.state ? requestKeys.stateIndex : requestKeys.allIndex,
        partition: filter.state ? requestKeys.statePartition(filter.state) : requestKeys.allPartition,
        ...(before ? { sortBefore: before } : {}),
        descending: true,
        pageSize,
      });
      for await (const item of queryItems(db, query)) yield fromRequestItem(item);
    },

    /** Every request created from `from` to `to` (ISO times, both included), for the analytics: a key range on gsi4. */
    async listCreatedBetween(from: string, to: string): Promise<StoredRequest[]> {
      const items = await readPartition(db, table, {
        index: requestKeys.allIndex,
        partition: requestKeys.allPartition,
        sortBetween: [from, `${to}~`],
      });
      return items.map(fromRequestItem);
    },
  };
}

export type RequestsRepository = ReturnType<typeof requestsRepository>;
