import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { profileRecipients } from '../../domain/mails/recipient-lookup.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

/** What the staff order actions (refund, extend, resend) share, built from the environment. */
export function orderActionDeps() {
  const db = documentClient();
  const table = tableName();
  return {
    db,
    table,
    orders: ordersRepository(db, table),
    mailer: mailerFromEnv(),
    recipients: profileRecipients(profilesRepository(db, table)),
    settings: siteSettingsRepository(db, table),
    audit: defaultAuditLog(),
    siteUrl: siteUrlFromEnv(),
    now: () => new Date(),
  };
}
