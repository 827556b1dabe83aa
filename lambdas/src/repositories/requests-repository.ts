import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { RequestMessage, RequestView } from '@shop/shared/requests/request';
import type { RequestState } from '@shop/shared/requests/request-states';
import * as z from 'zod/mini';
import { putIfAbsent, updateWhen } from '../db/conditional-writes.ts';
import { queryItems, readPartition, type StoredItem } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { partitionQuery } from '../db/partition-query.ts';
import { requestKeys } from '../db/table-design.ts';
import { indexKey, keyNames, tableKey } from '../db/table-keys.ts';

/**
 * A request as stored: what the requester and staff read, plus the hashes of the private links mailed to a visitor
 * (a read of the table never yields a working link). Quotes and deliveries sit in the same partition under their own
 * sort keys and are read by their own repositories.
 */
export const StoredRequest = z.extend(RequestView, {
  access_token_hashes: z.optional(z.array(z.string())),
});
export type StoredRequest = z.infer<typeof StoredRequest>;
export type StoredMessage = RequestMessage;

const ATTRIBUTES_OF_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk'];

function fromRequestItem(item: StoredItem): StoredRequest {
  const rest = Object.fromEntries(Object.entries(item).filter(([name]) => !ATTRIBUTES_OF_KEYS.includes(name)));
  const absentAsNone = {
    details: {},
    first_reply_at: null,
    decline_reason: null,
    assignee_sub: null,
    assignee_email: null,
  };
  return parseItem(StoredRequest, { ...absentAsNone, ...rest }, 'request');
}

function fromMessageItem(item: StoredItem): StoredMessage {
  const rest = Object.fromEntries(Object.entries(item).filter(([name]) => !ATTRIBUTES_OF_KEYS.includes(name)));
  return parseItem(RequestMessage, rest, 'request message');
}

/** The index keys that follow a request's requester (gsi1), its state (gsi3) and its creation (gsi4). */
function indexKeysOf(request: Pick<StoredRequest, 'id' | 'requester_sub' | 'state' | 'created_at'>) {
  const sort = requestKeys.createdSort(request.created_at, request.id);
  return {
    ...(request.requester_sub
      ? indexKey(requestKeys.requesterIndex, requestKeys.requesterPartition(request.requester_sub), sort)
      : {}),
    ...indexKey(requestKeys.stateIndex, requestKeys.statePartition(request.state), sort),
    ...indexKey(requestKeys.allIndex, requestKeys.allPartition, sort),
  };
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
  const key = (id: string) => tableKey(requestKeys.pk(id), requestKeys.sk);
  const stateIndex = keyNames(requestKeys.stateIndex);

  return {
    /** Stores a new request; false when its id is taken (the same submission again), and then nothing is written. */
    async create(request: StoredRequest): Promise<boolean> {
      // first_reply_at stays absent until staff's first reply stamps it (if_not_exists).
      const { first_reply_at: _none, ...item } = request;
      return putIfAbsent(db, table, { ...key(request.id), ...indexKeysOf(request), ...item });
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
      await updateWhen(db, table, key(id), {
        UpdateExpression: options.firstReply
          ? 'SET updated_at = :at, first_reply_at = if_not_exists(first_reply_at, :at)'
          : 'SET updated_at = :at',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':at': message.at },
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
      const sets = ['#state = :to', 'updated_at = :at', '#gsi3pk = :gsi3pk'];
      const values: Record<string, unknown> = {
        ':from': from,
        ':to': to,
        ':at': at,
        ':gsi3pk': requestKeys.statePartition(to),
      };
      if (extras.decline_reason !== undefined) {
        sets.push('decline_reason = :reason');
        values[':reason'] = extras.decline_reason;
      }
      const item = await updateWhen(db, table, key(id), {
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#state = :from',
        ExpressionAttributeNames: { '#state': 'state', '#gsi3pk': stateIndex.partition },
        ExpressionAttributeValues: values,
      });
      return item && fromRequestItem(item);
    },

    /** Sets (or clears, with null) the staff member the request is assigned to. */
    async assign(
      id: string,
      assignee: { sub: string; email: string } | null,
      at: string,
    ): Promise<StoredRequest | undefined> {
      const item = await updateWhen(db, table, key(id), {
        UpdateExpression: 'SET assignee_sub = :sub, assignee_email = :email, updated_at = :at',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':sub': assignee?.sub ?? null, ':email': assignee?.email ?? null, ':at': at },
      });
      return item && fromRequestItem(item);
    },

    /** Adds the hash of one more private link (every link mailed to a visitor keeps working). */
    async addAccessToken(id: string, hash: string): Promise<void> {
      await updateWhen(db, table, key(id), {
        UpdateExpression: 'SET access_token_hashes = list_append(if_not_exists(access_token_hashes, :none), :hash)',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':none': [], ':hash': [hash] },
      });
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
      const requesterIndex = keyNames(requestKeys.requesterIndex);
      await updateWhen(db, table, key(request.id), {
        UpdateExpression:
          'SET requester_name = :name, requester_email = :none, requester_sub = :null, phone = :null, whatsapp = :null, closure_reference = :reference REMOVE access_token_hashes, #ipk, #isk',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: {
          '#pk': 'pk',
          '#ipk': requesterIndex.partition,
          '#isk': requesterIndex.sort,
        },
        ExpressionAttributeValues: { ':name': formerName, ':none': '', ':null': null, ':reference': reference },
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
      const items = await readPartition(
        db,
        table,
        {
          index: requestKeys.requesterIndex,
          partition: requestKeys.requesterPartition(sub),
          descending: true,
          pageSize: limit,
        },
        limit,
      );
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
