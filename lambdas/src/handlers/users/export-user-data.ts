import { exportUserDataRoute } from '@shop/shared/api/routes/export-user-data';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { exportUserData } from '../../domain/accounts/closure/export-user-data.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { downloadHeaders } from '../../http/download-headers.ts';
import { httpRoute } from '../../http/http-route.ts';
import { accountDataDeps } from '../accounts/account-data-deps.ts';

/** A person's data export made by a super admin at their request; never cached anywhere. */
export const handler = httpRoute(exportUserDataRoute, async ({ params, query, caller }) => {
  const deps = {
    ...accountDataDeps(),
    directory: cognitoIdentity(cognitoClient(), userPoolId()),
    audit: defaultAuditLog(),
  };
  const file = await exportUserData(deps, requireCaller(caller), params.id, query, new Date());
  return { text: file.text, headers: downloadHeaders(file.contentType, file.fileName) };
});
