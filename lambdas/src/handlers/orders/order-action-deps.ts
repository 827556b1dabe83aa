import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
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
    settings: siteSettingsRepository(db, table),
    audit: defaultAuditLog(),
    siteUrl: (optionalEnv(ENV_NAMES.siteUrl) ?? '').replace(/\/+$/, ''),
    now: () => new Date(),
  };
}
