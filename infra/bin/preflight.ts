import { STSClient } from '@aws-sdk/client-sts';
import { REPO_ROOT } from '../src/paths.ts';
import { cdkContext } from '../src/preflight/cdk-context.ts';
import { checkTable, exitCodeOf } from '../src/preflight/check-table.ts';
import { awsClients } from '../src/preflight/preflight-clients.ts';
import { preflightTarget } from '../src/preflight/preflight-target.ts';
import { runPreflight } from '../src/preflight/run-preflight.ts';

const USAGE = `npm run preflight [-- -c key=value ...]

Asks AWS, before anything is built, what would make a deploy with these settings fail late. Takes the same
-c settings and SHOP_* environment variables as npm run deploy, and the credentials and region of the shell
(AWS_PROFILE, AWS_REGION). Exits 1 when a check fails.`;

/** The region `cdk deploy` would use: the CLI's CDK_DEFAULT_REGION, else the SDK's (AWS_REGION, then the profile). */
async function deployRegion(): Promise<string | undefined> {
  if (process.env.CDK_DEFAULT_REGION) return process.env.CDK_DEFAULT_REGION;
  const probe = new STSClient({});
  try {
    return await probe.config.region();
  } catch {
    return undefined;
  } finally {
    probe.destroy();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const region = await deployRegion();
  if (!region) {
    console.error('No AWS region: set AWS_REGION (or a region in the profile), the region npm run deploy will use.');
    return 1;
  }
  const target = preflightTarget(cdkContext(`${REPO_ROOT}cdk.json`, args), process.env, region);
  const clients = awsClients();
  try {
    const results = await runPreflight(target, clients.clientsFor);
    console.log(checkTable(`Preflight for ShopStack in ${region}`, results));
    return exitCodeOf(results);
  } finally {
    clients.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // readSettings lists every wrong setting in its message.
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
