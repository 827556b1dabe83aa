import type { CheckResult } from '@shop/infra/preflight/check-result';
import { checkPublicReadsCached, checkSignedInReadsNeverCached } from './checks/edge-cache.ts';
import { checkForgedAddresses } from './checks/forged-address.ts';
import { checkOriginBypass } from './checks/origin-bypass.ts';
import { checkPlanPage } from './checks/plan-page.ts';
import { checkSecurityHeaders } from './checks/security-headers.ts';
import { checkSitemap } from './checks/sitemap.ts';
import type { SmokeTarget } from './smoke-target.ts';

/** "Checking a first deploy" (docs/operations.md) as code, one check after another so each reads clearly. */
export async function runSmoke(target: SmokeTarget): Promise<CheckResult[]> {
  const checks = [
    checkSecurityHeaders,
    checkPublicReadsCached,
    checkSignedInReadsNeverCached,
    checkForgedAddresses,
    checkOriginBypass,
    checkPlanPage,
    checkSitemap,
  ];
  const results: CheckResult[] = [];
  for (const check of checks) results.push(await check(target));
  return results;
}
