import { BatchWriteCommand, DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../db/batch-get.ts';
import { updateAlways, updateExisting } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { queryAll, type StoredItem } from '../db/paged-query.ts';
import { partitionQuery } from '../db/partition-query.ts';
import {
  accessKeys,
  accountKeys,
  favoriteKeys,
  GSIS,
  giftKeys,
  orderKeys,
  purchaseKeys,
  refundKeys,
  reviewKeys,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
  voteMarkerKeys,
} from '../db/table-design.ts';
import { keyNames, tableKey } from '../db/table-keys.ts';
import { accessEntity } from './access-item.ts';
import { subscriberEntity } from './newsletter-item.ts';

/**
 * The most items one export or closure reads of each kind. A buyer has a handful of each; the ceiling keeps a
 * request's cost bounded (pages of at most PAGE items) even for an account a script filled.
 */
export const ACCOUNT_READ_MAX = 2_000;
const PAGE = 100;
/** BatchWriteItem takes at most 25 requests. */
const BATCH_WRITE_MAX = 25;

/** One item as read, before the domain picks what a person is shown. */
export type AccountItem = StoredItem;

/** A user's partition sorted by kind (what their sort keys say). */
export interface UserPartition {
  all: AccountItem[];
  profile?: AccountItem;
  settings?: AccountItem;
  access?: AccountItem;
  favorites: AccountItem[];
  purchases: AccountItem[];
  refunds: AccountItem[];
  votes: AccountItem[];
}

/** Attributes that are the table's machinery or a link's secret, never part of what a person is given. */
const INTERNAL_ATTRIBUTES = new Set<string>([
  TABLE_KEYS.partition,
  TABLE_KEYS.sort,
  ...GSIS.flatMap((g) => [g.partition, g.sort]),
  'entity',
  TTL_ATTRIBUTE,
  'unsubscribe_token',
  'confirm_token_hash',
]);

/** An item without the table's key attributes, markers and link secrets. */
export function withoutInternals(item: AccountItem | undefined): Record<string, unknown> | null {
  if (!item) return null;
  return Object.fromEntries(Object.entries(item).filter(([name]) => !INTERNAL_ATTRIBUTES.has(name)));
}

function sortPartition(items: AccountItem[]): UserPartition {
  const sk = (item: AccountItem) => String(item[TABLE_KEYS.sort]);
  const ofKind = (prefix: string) => items.filter((item) => sk(item).startsWith(prefix));
  return {
    all: items,
    profile: items.find((item) => sk(item) === accountKeys.profileSk),
    settings: items.find((item) => sk(item) === accountKeys.settingsSk),
    access: items.find((item) => sk(item) === accessKeys.sk),
    favorites: ofKind(favoriteKeys.skPrefix),
    purchases: ofKind(purchaseKeys.sk('')),
    refunds: ofKind(refundKeys.sk('')),
    votes: ofKind(voteMarkerKeys.skPrefix),
  };
}

const ORDER_INDEX = keyNames(orderKeys.userIndex);
const AUTHOR_INDEX = keyNames(reviewKeys.authorIndex);
const GIVER_INDEX = keyNames(giftKeys.giverIndex);
/** The attributes of a gift's claim link (its hash and end) on the order item. */
export const GIFT_CLAIM_ATTRIBUTES = [giftKeys.tokenHash, giftKeys.tokenExpires] as const;
const INDEX_ATTRIBUTES = new Set<string>(GSIS.flatMap((g) => [g.partition, g.sort]));

/**
 * Everything the table holds about one user, read by their sub (their partition, their orders, their reviews), and the
 * writes that close their account. Reads are Queries on the table or an index, page by page, never a Scan.
 */
export function accountDataRepository(db: DynamoDBDocumentClient, table: string) {
  const query = (read: Parameters<typeof partitionQuery>[1]) =>
    queryAll(db, partitionQuery(table, { pageSize: PAGE, ...read }), ACCOUNT_READ_MAX);

  async function batchDelete(keys: Record<string, string>[]): Promise<void> {
    for (let start = 0; start < keys.length; start += BATCH_WRITE_MAX) {
      let pending = keys.slice(start, start + BATCH_WRITE_MAX).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt >= 5) throw new Error('DynamoDB kept items of a closed account unprocessed; close it again');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const answer = await db.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = (answer.UnprocessedItems?.[table] ?? []) as typeof pending;
      }
    }
  }

  return {
    /** Every item of the user's partition: profile, settings, favourites, purchase and refund markers, votes, access. */
    async userPartition(sub: string): Promise<UserPartition> {
      return sortPartition(await query({ partition: accountKeys.pk(sub), consistent: true }));
    },

    /** Deletes the partition's items except the access revocation (which must outlive the account's tokens). */
    deletePartitionKeepingAccess(partition: UserPartition): Promise<void> {
      return batchDelete(
        partition.all
          .filter((item) => item[TABLE_KEYS.sort] !== accessKeys.sk)
          .map((item) => tableKey(String(item[TABLE_KEYS.partition]), String(item[TABLE_KEYS.sort]))),
      );
    },

    /** The user's orders, newest first (their index). */
    orderItems(sub: string): Promise<StoredItem[]> {
      return query({ index: orderKeys.userIndex, partition: orderKeys.userPartition(sub), descending: true });
    },

    /** The user's reviews from the author index, plus any found by key (reviews written before that index). */
    async reviewItems(sub: string, byKey: readonly { planId: string; reviewId: string }[]): Promise<StoredItem[]> {
      const indexed = await query({
        index: reviewKeys.authorIndex,
        partition: reviewKeys.authorPartition(sub),
        descending: true,
      });
      const seen = new Set(indexed.map((item) => `${item[TABLE_KEYS.partition]}|${item[TABLE_KEYS.sort]}`));
      const keys = byKey
        .map(({ planId, reviewId }) => tableKey(reviewKeys.pk(planId), reviewKeys.sk(reviewId)))
        .filter((key) => !seen.has(`${key[TABLE_KEYS.partition]}|${key[TABLE_KEYS.sort]}`));
      const found = keys.length ? await batchGetItems(db, table, keys) : [];
      return [...indexed, ...found.filter((item) => item.user_id === sub)];
    },

    /** The gifts the user gave (claimed ones too: their giver index never moves), newest first. */
    givenGifts(sub: string): Promise<StoredItem[]> {
      return query({ index: giftKeys.giverIndex, partition: giftKeys.giverPartition(sub), descending: true });
    },

    /**
     * Takes the giver out of a gift they gave: their id becomes the closure's reference, their address is emptied,
     * their name becomes `formerName`, their message (their words, already mailed) goes, and so does the giver index.
     * The recipient's side (owner, licence, download window, claim token) is untouched, so a claimed gift stays theirs
     * and an unclaimed one can still be claimed. Holds only while the gift still names this giver (a repeat is a no-op).
     */
    async forgetGiver(item: StoredItem, sub: string, reference: string, formerName: string): Promise<void> {
      // The giver's index keys go although the gift stays: the order no longer derives them from a giver.
      await updateExisting(
        db,
        table,
        tableKey(String(item[TABLE_KEYS.partition]), String(item[TABLE_KEYS.sort])),
        {
          setIn: { gift: { giver_id: reference, giver_email: '', giver_name: formerName } },
          removeIn: { gift: ['message'] },
          remove: [GIVER_INDEX.partition, GIVER_INDEX.sort],
        },
        when('#gift.giver_id = :sub', { ':sub': sub }),
      );
    },

    /** The newsletter row of an address (consent, confirmation, unsubscription), if any. */
    async newsletterItem(email: string): Promise<StoredItem | undefined> {
      const [item] = await batchGetItems(db, table, [subscriberEntity.key({ email })]);
      return item;
    },

    /**
     * Keeps an order for the firm's accounts with only `kept` of its attributes: the owner becomes `reference`, the
     * order leaves the buyer's index (gsi1) and every other attribute is removed. The key attributes of the other
     * indexes stay (staff lists and the reconciliation read them).
     */
    async keepOrder(item: StoredItem, kept: ReadonlySet<string>, reference: string): Promise<void> {
      const remove = Object.keys(item).filter(
        (name) =>
          !kept.has(name) &&
          name !== TABLE_KEYS.partition &&
          name !== TABLE_KEYS.sort &&
          (!INDEX_ATTRIBUTES.has(name) || name === ORDER_INDEX.partition || name === ORDER_INDEX.sort),
      );
      await updateAlways(db, table, tableKey(String(item[TABLE_KEYS.partition]), String(item[TABLE_KEYS.sort])), {
        set: { user_id: reference, user_email: '' },
        remove,
      });
    },

    /** Keeps a review under the given author name, without picture, owner or author-index keys. */
    async keepReviewAnonymous(item: StoredItem, authorName: string, reference: string): Promise<void> {
      await updateAlways(db, table, tableKey(String(item[TABLE_KEYS.partition]), String(item[TABLE_KEYS.sort])), {
        set: { user_id: reference, user: { name: authorName, avatar_url: '' } },
        remove: [AUTHOR_INDEX.partition, AUTHOR_INDEX.sort],
      });
    },

    /** Deletes items by their table key (reviews removed, the user's partition, the newsletter row). */
    deleteItems(items: readonly StoredItem[]): Promise<void> {
      return batchDelete(
        items.map((item) => tableKey(String(item[TABLE_KEYS.partition]), String(item[TABLE_KEYS.sort]))),
      );
    },

    deleteNewsletter(email: string): Promise<unknown> {
      return db.send(new DeleteCommand({ TableName: table, Key: subscriberEntity.key({ email }) }));
    },

    /**
     * The closed account's revocation: tokens issued before it are refused on every signed-in route. It names only the
     * sub, and the table's TTL removes it once every token of the account has expired.
     */
    async markClosed(sub: string, at: Date, keepUntilEpoch: number): Promise<void> {
      const closed = accessEntity.upsert({ revoked_at: at.toISOString(), reason: 'closed' });
      await updateAlways(db, table, accessEntity.key({ sub }), {
        ...closed,
        set: { ...closed.set, [TTL_ATTRIBUTE]: keepUntilEpoch },
      });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof accountDataRepository>;
