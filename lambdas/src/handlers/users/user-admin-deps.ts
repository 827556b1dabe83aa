import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoIdentityAdmin } from '../../adapters/identity-admin.ts';
import { sessionEnder } from '../../adapters/session-ender.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { accessRepository } from '../../repositories/access-repository.ts';
import { profileBatchRepository } from '../../repositories/profile-batch-repository.ts';

/** What a change to someone's access needs: the pool, their profiles, the audit log and a way to end their sessions. */
export function userAccessDeps() {
  const cognito = cognitoClient();
  return {
    identity: cognitoIdentityAdmin(cognito, userPoolId()),
    profiles: profileBatchRepository(documentClient(), tableName()),
    audit: defaultAuditLog(),
    sessions: sessionEnder(accessRepository(documentClient(), tableName()), cognito, userPoolId()),
  };
}
