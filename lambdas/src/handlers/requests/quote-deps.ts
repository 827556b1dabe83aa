import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { paymentPageDeps } from '../../adapters/payment-page-wiring.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { requestQuotesRepository } from '../../repositories/request-quotes-repository.ts';
import { storedFiles } from '../../repositories/stored-files.ts';

/** The desk request's quotes and the clock: what every quote route reads. */
export function quoteReadDeps() {
  return { quotes: requestQuotesRepository(documentClient(), tableName()), now: () => new Date() };
}

/** Staff quote writes: the request's quotes, the orders (Premium cover), the audit trail. */
export function quoteWriteDeps() {
  const db = documentClient();
  const table = tableName();
  return {
    quotes: requestQuotesRepository(db, table),
    orders: ordersRepository(db, table),
    audit: defaultAuditLog(),
    now: () => new Date(),
  };
}

/** Paying a quote: what starting a plan's payment uses, and the request's quotes. */
export function payQuoteDeps() {
  const db = documentClient();
  const table = tableName();
  return {
    ...paymentPageDeps(db, table),
    quotes: requestQuotesRepository(db, table),
    orders: ordersRepository(db, table),
  };
}

/** The private plan-files bucket, where customized drawings are uploaded. */
export function planFilesBucket() {
  return storedFiles(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket));
}
