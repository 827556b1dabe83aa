import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SHOP_LANGUAGES, type ShopLanguage } from '@shop/shared/i18n/languages';
import * as z from 'zod/mini';
import { putIfAbsent, updateWhen } from '../db/conditional-writes.ts';
import { parseItem } from '../db/parse-item.ts';
import { newsletterKeys, TABLE_KEYS } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

const SubscriberItem = z.object({
  email: z.string(),
  status: z.enum(['subscribed', 'unsubscribed']),
  /** Secret part of the unsubscribe link; whoever holds the link may unsubscribe this address. */
  unsubscribe_token: z.string(),
  /** The language of the page they signed up on (decision 0028); absent on older rows, which are English. */
  language: z.optional(z.enum(SHOP_LANGUAGES)),
  created_at: z.string(),
  updated_at: z.string(),
});

export type NewsletterSubscriber = z.infer<typeof SubscriberItem>;

export function newsletterRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (email: string) => tableKey(newsletterKeys.pk(email), newsletterKeys.sk);
  return {
    /** Stores a first sign-up; false when the address is already stored (subscribed or not). */
    add(subscriber: NewsletterSubscriber): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...key(subscriber.email),
        ...indexKey(
          newsletterKeys.listIndex,
          newsletterKeys.listPartition,
          newsletterKeys.listSort(subscriber.created_at, subscriber.email),
        ),
        entity: 'newsletter-subscriber',
        ...subscriber,
      });
    },

    /**
     * Subscribes an address that had unsubscribed, in the language it signs up in this time; undefined when it is not
     * stored or already subscribed.
     */
    async resubscribe(email: string, language: ShopLanguage, now: string): Promise<NewsletterSubscriber | undefined> {
      const item = await updateWhen(db, table, key(email), {
        UpdateExpression: 'SET #status = :subscribed, #updated = :now, #language = :language',
        ConditionExpression: '#status = :unsubscribed',
        ExpressionAttributeNames: { '#status': 'status', '#updated': 'updated_at', '#language': 'language' },
        ExpressionAttributeValues: {
          ':subscribed': 'subscribed',
          ':unsubscribed': 'unsubscribed',
          ':now': now,
          ':language': language,
        },
      });
      return item && parseItem(SubscriberItem, item, 'newsletter subscriber');
    },

    /**
     * Unsubscribes the address if the token is the one stored for it and answers the subscriber's language (for the
     * page the link lands on); undefined otherwise. Repeating it is harmless.
     */
    async unsubscribe(email: string, token: string, now: string): Promise<ShopLanguage | undefined> {
      const item = await updateWhen(db, table, key(email), {
        UpdateExpression: 'SET #status = :unsubscribed, #updated = :now',
        ConditionExpression: 'attribute_exists(#pk) AND #token = :token',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#updated': 'updated_at',
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
