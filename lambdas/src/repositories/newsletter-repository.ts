import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { SHOP_LANGUAGES, type ShopLanguage } from '@shop/shared/i18n/languages';
import * as z from 'zod/mini';
import { putWhen, updateWhen } from '../db/conditional-writes.ts';
import { parseItem } from '../db/parse-item.ts';
import { newsletterKeys, TABLE_KEYS, TTL_ATTRIBUTE } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

/** When, where and in which language an address was signed up: what shows the consent was given. */
const ConsentRecord = z.object({
  given_at: z.string(),
  /** The address the sign-up came from, as CloudFront saw it: the evidence an address-based record can give. */
  address: z.string(),
  /** The page of the shop the form was on. */
  page: z.optional(z.string()),
  language: z.enum(SHOP_LANGUAGES),
});

const SubscriberItem = z.object({
  email: z.string(),
  /** `pending` until the address confirms from the mail: a pending address receives nothing but that mail. */
  status: z.enum(['pending', 'subscribed', 'unsubscribed']),
  /** Secret part of the unsubscribe link; whoever holds the link may unsubscribe this address. */
  unsubscribe_token: z.string(),
  /** The language of the page they signed up on (decision 0028); absent on older rows, which are English. */
  language: z.optional(z.enum(SHOP_LANGUAGES)),
  created_at: z.string(),
  updated_at: z.string(),
  /** The latest sign-up's consent; absent on rows from before double opt-in. */
  consent: z.optional(ConsentRecord),
  confirmed_at: z.optional(z.string()),
  /** SHA-256 of the confirmation link's secret, and when the link stopped or stops working. */
  confirm_token_hash: z.optional(z.string()),
  confirm_expires_at: z.optional(z.string()),
  unsubscribed_at: z.optional(z.string()),
});

export type NewsletterSubscriber = z.infer<typeof SubscriberItem>;
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export function newsletterRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (email: string) => tableKey(newsletterKeys.pk(email), newsletterKeys.sk);
  return {
    /**
     * Stores a sign-up waiting for confirmation, replacing an earlier pending or unsubscribed row of the address; false
     * when the address is already subscribed (then nothing changes). The table's TTL deletes the row once the link has
     * expired unconfirmed (`expiresAtEpoch`).
     */
    requestConfirmation(subscriber: NewsletterSubscriber, expiresAtEpoch: number): Promise<boolean> {
      return putWhen(
        db,
        table,
        {
          ...key(subscriber.email),
          ...indexKey(
            newsletterKeys.listIndex,
            newsletterKeys.listPartition,
            newsletterKeys.listSort(subscriber.created_at, subscriber.email),
          ),
          entity: 'newsletter-subscriber',
          ...subscriber,
          [TTL_ATTRIBUTE]: expiresAtEpoch,
        },
        {
          ConditionExpression: 'attribute_not_exists(#pk) OR #status <> :subscribed',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition, '#status': 'status' },
          ExpressionAttributeValues: { ':subscribed': 'subscribed' },
        },
      );
    },

    /**
     * Confirms a pending address whose link secret hashes to `tokenHash` and has not expired: it becomes subscribed,
     * keeps for good (the TTL is removed) and is answered; undefined when any of that does not hold. The hash stays, so
     * the same link opened again can be told apart from a wrong one.
     */
    async confirm(email: string, tokenHash: string, now: string): Promise<NewsletterSubscriber | undefined> {
      const item = await updateWhen(db, table, key(email), {
        UpdateExpression: 'SET #status = :subscribed, #confirmed = :now, #updated = :now REMOVE #ttl',
        ConditionExpression: '#status = :pending AND #hash = :hash AND #expires > :now',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#confirmed': 'confirmed_at',
          '#updated': 'updated_at',
          '#hash': 'confirm_token_hash',
          '#expires': 'confirm_expires_at',
          '#ttl': TTL_ATTRIBUTE,
        },
        ExpressionAttributeValues: {
          ':subscribed': 'subscribed',
          ':pending': 'pending',
          ':hash': tokenHash,
          ':now': now,
        },
      });
      return item && parseItem(SubscriberItem, item, 'newsletter subscriber');
    },

    async get(email: string): Promise<NewsletterSubscriber | undefined> {
      const answer = await db.send(new GetCommand({ TableName: table, Key: key(email) }));
      return answer.Item && parseItem(SubscriberItem, answer.Item, 'newsletter subscriber');
    },

    /**
     * Unsubscribes the address if the token is the one stored for it and answers the subscriber's language (for the
     * page the link lands on); undefined otherwise. Repeating it is harmless.
     */
    async unsubscribe(email: string, token: string, now: string): Promise<ShopLanguage | undefined> {
      const item = await updateWhen(db, table, key(email), {
        UpdateExpression:
          'SET #status = :unsubscribed, #updated = :now, #unsubscribed = if_not_exists(#unsubscribed, :now)',
        ConditionExpression: 'attribute_exists(#pk) AND #token = :token',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#updated': 'updated_at',
          '#unsubscribed': 'unsubscribed_at',
          '#pk': TABLE_KEYS.partition,
          '#token': 'unsubscribe_token',
        },
        ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':now': now, ':token': token },
      });
      if (item === undefined) return undefined;
      return item.language === 'fr' ? 'fr' : 'en';
    },
  };
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
