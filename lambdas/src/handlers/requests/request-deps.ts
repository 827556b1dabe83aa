import { randomUUID } from 'node:crypto';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv, siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import type { RequestDeps } from '../../domain/requests/request-deps.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';
import { requestAttachments } from '../../repositories/request-attachments.ts';
import { requestsRepository } from '../../repositories/requests-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

/** The desk's dependencies, built from the environment (attachments live in the private plan-files bucket). */
export function requestDeps(): RequestDeps {
  const db = documentClient();
  const table = tableName();
  return {
    requests: requestsRepository(db, table),
    attachments: requestAttachments(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    rateLimits: rateLimitRepository(db, table),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(db, table),
    audit: defaultAuditLog(),
    siteUrl: siteUrlFromEnv(),
    now: () => new Date(),
    newId: randomUUID,
  };
}

/** What telling a requester needs, for routes that touch no attachment (and so have no plan-files bucket). */
export function requestNoticeDeps(): Pick<RequestDeps, 'requests' | 'mailer' | 'settings' | 'siteUrl'> {
  const db = documentClient();
  const table = tableName();
  return {
    requests: requestsRepository(db, table),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(db, table),
    siteUrl: siteUrlFromEnv(),
  };
}

export const NO_STORE = { 'cache-control': 'private, no-store' } as const;
