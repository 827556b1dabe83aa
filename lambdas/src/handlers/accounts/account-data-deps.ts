import { cognitoAccountIdentity } from '../../adapters/account-identity.ts';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import type { CloseAccountDeps } from '../../domain/accounts/closure/close-account.ts';
import type { ClosureCodeDeps } from '../../domain/accounts/closure/closure-code.ts';
import { newClosureReference } from '../../domain/accounts/closure/closure-reference.ts';
import { accountDataRepository } from '../../repositories/account-data-repository.ts';
import { closureCodeRepository } from '../../repositories/closure-code-repository.ts';
import { personalObjects } from '../../repositories/personal-objects.ts';
import { planCountersRepository } from '../../repositories/plan-counters.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';
import { requestAttachments } from '../../repositories/request-attachments.ts';
import { requestsRepository } from '../../repositories/requests-repository.ts';
import { reviewsRepository } from '../../repositories/reviews-repository.ts';
import { userSettingsRepository } from '../../repositories/user-settings-repository.ts';

/** The table and the pool, as the data export reads them. */
export function accountDataDeps() {
  return {
    data: accountDataRepository(documentClient(), tableName()),
    identity: cognitoAccountIdentity(cognitoClient(), userPoolId()),
    requests: requestsRepository(documentClient(), tableName()),
  };
}

/** Everything closing an account touches: the table, the images bucket, the pool and the mailer. */
export function accountClosureDeps(): CloseAccountDeps {
  const db = documentClient();
  const table = tableName();
  return {
    ...accountDataDeps(),
    reviews: reviewsRepository(db, table),
    counters: planCountersRepository(db, table),
    pictures: personalObjects(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
    requestFiles: requestAttachments(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    mailer: mailerFromEnv(),
    siteUrl: requiredEnv(ENV_NAMES.siteUrl),
    now: () => new Date(),
    newReference: newClosureReference,
  };
}

/** What mailing and checking a closure code needs: the code beside the account, the pool, the limits and the mailer. */
export function closureCodeDeps(): ClosureCodeDeps {
  const db = documentClient();
  const table = tableName();
  const settings = userSettingsRepository(db, table);
  return {
    codes: closureCodeRepository(db, table),
    identity: accountDataDeps().identity,
    rateLimits: rateLimitRepository(db, table),
    mailer: mailerFromEnv(),
    siteUrl: requiredEnv(ENV_NAMES.siteUrl),
    now: () => new Date(),
    languageOf: async (sub) => ((await settings.get(sub))?.language === 'fr' ? 'fr' : 'en'),
  };
}
