import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { putWhen, updateExisting } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { TTL_ATTRIBUTE } from '../db/table-design.ts';
import { type NewsletterSubscriber, subscriberEntity } from './newsletter-item.ts';

export type { ConsentRecord, NewsletterSubscriber } from './newsletter-item.ts';

export function newsletterRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (email: string) => subscriberEntity.key({ email });
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
        { ...subscriberEntity.toItem(subscriber), [TTL_ATTRIBUTE]: expiresAtEpoch },
        when('attribute_not_exists(#pk) OR #status <> :subscribed', { ':subscribed': 'subscribed' }),
      );
    },

    /**
     * Confirms a pending address whose link secret hashes to `tokenHash` and has not expired: it becomes subscribed,
     * keeps for good (the TTL is removed) and is answered; undefined when any of that does not hold. The hash stays, so
     * the same link opened again can be told apart from a wrong one.
     */
    async confirm(email: string, tokenHash: string, now: string): Promise<NewsletterSubscriber | undefined> {
      const confirmed = subscriberEntity.update({ status: 'subscribed', confirmed_at: now, updated_at: now });
      const item = await updateExisting(
        db,
        table,
        key(email),
        { ...confirmed, remove: [...confirmed.remove, TTL_ATTRIBUTE] },
        when(
          '#status = :pending AND #hash = :hash AND #expires > :now',
          { ':pending': 'pending', ':hash': tokenHash, ':now': now },
          { '#hash': 'confirm_token_hash', '#expires': 'confirm_expires_at' },
        ),
      );
      return item && subscriberEntity.fromItem(item);
    },

    async get(email: string): Promise<NewsletterSubscriber | undefined> {
      const answer = await db.send(new GetCommand({ TableName: table, Key: key(email) }));
      return answer.Item && subscriberEntity.fromItem(answer.Item);
    },

    /**
     * Unsubscribes the address if the token is the one stored for it and answers the subscriber's language (for the
     * page the link lands on); undefined otherwise. Repeating it is harmless.
     */
    async unsubscribe(email: string, token: string, now: string): Promise<ShopLanguage | undefined> {
      const item = await updateExisting(
        db,
        table,
        key(email),
        {
          ...subscriberEntity.update({ status: 'unsubscribed', updated_at: now }),
          // The first unsubscription's time is the one kept.
          setIfAbsent: { unsubscribed_at: now },
        },
        when('attribute_exists(#pk) AND #token = :token', { ':token': token }, { '#token': 'unsubscribe_token' }),
      );
      if (item === undefined) return undefined;
      return item.language === 'fr' ? 'fr' : 'en';
    },
  };
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
