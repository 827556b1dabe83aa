import { updateSiteSettingsRoute } from '@shop/shared/api/routes/update-site-settings';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../adapters/edge-invalidation.ts';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { updateSiteSettings } from '../../domain/settings/site-settings.ts';
import { httpRoute } from '../../http/http-route.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(
  updateSiteSettingsRoute,
  async ({ body, caller }) => {
    const deps = {
      settings: siteSettingsRepository(documentClient(), tableName()),
      paystackPublicKey: optionalEnv(ENV_NAMES.paystackPublicKey) ?? '',
      audit: defaultAuditLog(),
      now: () => new Date(),
    };
    return {
      body: await updateSiteSettings(deps, requireCaller(caller), body),
      headers: { 'cache-control': 'private, no-store' },
    };
  },
  { invalidateEdge },
);
