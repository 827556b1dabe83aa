import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { importStaging } from '../../../repositories/import-staging.ts';
import { planImports } from '../../../repositories/plan-import-repository.ts';
import { plansByIdReader } from '../../../repositories/plans-by-id.ts';

/** The adapters the import routes read through: jobs in the table, staged files in the plan-files bucket. */
export function importReadDeps() {
  const db = documentClient();
  return {
    imports: planImports(db, tableName()),
    staging: importStaging(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
    plansById: plansByIdReader(db, tableName()),
  };
}
