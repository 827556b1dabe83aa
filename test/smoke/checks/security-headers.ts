import { contentSecurityPolicy } from '@shop/infra/definitions/content-security-policy';
import { securityHeaders } from '@shop/infra/definitions/security-headers';
import type { WebConfig } from '@shop/infra/definitions/web-config';
import { type CheckResult, errorText, fail, pass } from '@shop/infra/preflight/check-result';
import { get, type SmokeTarget, siteUrl } from '../smoke-target.ts';

const CHECK = 'security headers and CSP';
const CSP = 'content-security-policy';

/** The Cognito origin the site's CSP must name: the one its own /config.json sends the app to. */
function cognitoOrigin(config: WebConfig): string {
  return config.endpoint ? new URL(config.endpoint).origin : `https://cognito-idp.${config.region}.amazonaws.com`;
}

/**
 * The headers on a page and an API answer are exactly the stack's definitions. The CSP is rebuilt from
 * content-security-policy.ts with this deployment's own sources: Cognito from /config.json, and as bucket
 * origins whatever else connect-src names (at least one: uploads go straight to the buckets).
 */
export async function checkSecurityHeaders(target: SmokeTarget): Promise<CheckResult> {
  try {
    const problems: string[] = [];
    const config = await get(siteUrl(target, '/config.json'))
      .then((response) => response.json() as Promise<WebConfig>)
      .catch(() => undefined);
    const cognito = config?.region ? cognitoOrigin(config) : undefined;
    if (!cognito) problems.push('/config.json: no app config, so the CSP cannot be compared in full');
    for (const path of ['/plans', '/api/settings']) {
      const headers = (await get(siteUrl(target, path))).headers;
      const csp = headers.get(CSP);
      const connect =
        /(?:^|;\s*)connect-src ([^;]*)/
          .exec(csp ?? '')?.[1]
          ?.trim()
          .split(/\s+/) ?? [];
      const bucketOrigins = connect.filter((source) => source !== "'self'" && source !== cognito);
      const expected = securityHeaders({ cognitoOrigin: cognito ?? '', bucketOrigins });
      for (const [name, value] of Object.entries(expected)) {
        const got = headers.get(name);
        if (got === null) problems.push(`${path}: ${name} missing`);
        else if (got !== value && (name !== CSP || cognito)) problems.push(`${path}: ${name} is "${got}"`);
      }
      if (csp && bucketOrigins.length === 0) problems.push(`${path}: connect-src names no bucket`);
    }
    if (problems.length) {
      return fail(
        CHECK,
        problems.join('; '),
        `the distribution's response headers policy must be the stack's (infra/src/definitions/security-headers.ts); redeploy with npm run deploy. Expected CSP: ${contentSecurityPolicy({ cognitoOrigin: cognito ?? '<Cognito>', bucketOrigins: ['<bucket origins>'] })}`,
      );
    }
    return pass(CHECK, 'on /plans and /api/settings, as the stack defines them');
  } catch (error) {
    return fail(CHECK, `could not read the site (${errorText(error)})`, 'check the --url (the SiteUrl output).');
  }
}
