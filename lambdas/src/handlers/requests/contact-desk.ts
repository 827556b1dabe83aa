import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { tableName } from '../../db/document-client.ts';
import type { ContactRequestDeps } from '../../domain/requests/request-from-contact.ts';
import { requestsRepository } from '../../repositories/requests-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

/** What the contact form needs of the desk: the table and the mailer, no bucket (contact messages carry no files). */
export function contactDesk(db: DynamoDBDocumentClient): ContactRequestDeps {
  return {
    requests: requestsRepository(db, tableName()),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(db, tableName()),
    siteUrl: siteUrlFromEnv(),
    newId: randomUUID,
  };
}
