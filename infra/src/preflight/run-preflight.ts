import type { ShopSettings } from '../settings.ts';
import { type CheckResult, skip } from './check-result.ts';
import { checkCdkBootstrap } from './checks/cdk-bootstrap.ts';
import { checkCertificate } from './checks/certificate.ts';
import { checkCredentials } from './checks/credentials.ts';
import { checkLambdaConcurrency } from './checks/lambda-concurrency.ts';
import { checkLambdaRuntime } from './checks/lambda-runtime.ts';
import { checkRegionEnabled } from './checks/region-enabled.ts';
import { checkSesIdentity, checkSesProductionAccess } from './checks/ses-sending.ts';
import type { ClientsFor } from './preflight-clients.ts';

/** CloudFront's certificates, the web ACL and the account API live here. */
export const GLOBAL_REGION = 'us-east-1';

export interface PreflightTarget {
  region: string;
  settings: ShopSettings;
  /** The CDK bootstrap qualifier the app deploys with. */
  qualifier: string;
  /** Whether the app adds the edge stack in us-east-1, given the account (shop-app.ts decides). */
  edgeStack: (account: string) => boolean;
  runtime: { name: string; architecture: string };
  concurrency: { needed: number; reserved: number };
}

/**
 * Every check, in the order an operator would fix them. Without credentials nothing else can be asked;
 * in a region the account may not use, nothing regional can.
 */
export async function runPreflight(target: PreflightTarget, clientsFor: ClientsFor): Promise<CheckResult[]> {
  const { region, settings } = target;
  const here = clientsFor(region);
  const global = clientsFor(GLOBAL_REGION);

  const credentials = await checkCredentials(here.sts);
  const { account, ...credentialsResult } = credentials;
  if (!account) return [credentialsResult, skip('everything else', 'needs credentials')];

  const regionEnabled = await checkRegionEnabled(global.account, region);
  const regional = (run: () => Promise<CheckResult>, check: string) =>
    regionEnabled.status === 'pass' ? run() : Promise.resolve(skip(check, `needs ${region} enabled`));
  const edgeStack = target.edgeStack(account);

  const checks = await Promise.all([
    regional(
      () => checkCdkBootstrap(here.ssm, { account, region, qualifier: target.qualifier, purpose: 'the shop stack' }),
      `CDK bootstrap ${region}`,
    ),
    edgeStack
      ? checkCdkBootstrap(global.ssm, {
          account,
          region: GLOBAL_REGION,
          qualifier: target.qualifier,
          purpose: 'the edge stack with the web ACL',
        })
      : Promise.resolve(
          skip(
            `CDK bootstrap ${GLOBAL_REGION}`,
            region === GLOBAL_REGION ? 'the shop stack is there' : 'no edge stack: webAclArn is set',
          ),
        ),
    settings.contactEmail
      ? regional(() => checkSesIdentity(here.ses, region, settings.contactEmail as string), 'SES sender verified')
      : Promise.resolve(skip('SES sender verified', "no contactEmail: Cognito's own sender (a few dozen mails a day)")),
    settings.contactEmail
      ? regional(() => checkSesProductionAccess(here.ses, region), 'SES production access')
      : Promise.resolve(skip('SES production access', 'no contactEmail: the shop sends no mail through SES')),
    regional(() => checkLambdaConcurrency(here.lambda, { region, ...target.concurrency }), 'Lambda concurrency quota'),
    settings.domain
      ? checkCertificate(global.acm, settings.domain)
      : Promise.resolve(skip('certificate (us-east-1)', 'no domainName: the site uses its cloudfront.net name')),
    regional(
      () =>
        checkLambdaRuntime(here.ssm, {
          region,
          runtime: target.runtime.name,
          architecture: target.runtime.architecture,
        }),
      'Lambda runtime and architecture',
    ),
  ]);
  return [credentialsResult, regionEnabled, ...checks];
}
