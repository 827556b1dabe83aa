import { App } from 'aws-cdk-lib';
import { NO_CLOUDFRONT_LOG_REGIONS } from '../src/constructs/site.ts';
import {
  DEFAULT_CERTIFICATE_FINDING,
  EXPLAINED_FINDINGS,
  NO_CLOUDFRONT_LOGS_FINDING,
  unexplainedFindings,
} from '../src/nag-acknowledgements.ts';
import { WEB_DIST_DIR } from '../src/paths.ts';
import { readSettings, type SettingKey } from '../src/settings.ts';
import { defineShopApp } from '../src/shop-app.ts';

const app = new App();
const settings = readSettings((key: SettingKey) => app.node.tryGetContext(key), process.env);

defineShopApp(app, {
  settings,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webDistPath: WEB_DIST_DIR,
});

// cdk-nag gates every synth and deploy. Synthesize first: only then do the nested stacks reference the parent's
// resources by parameters, which is what the findings on their policies name (and what gets deployed).
app.synth();
const region = process.env.CDK_DEFAULT_REGION ?? '';
const explained = [
  ...EXPLAINED_FINDINGS,
  ...(settings.domain ? [] : [DEFAULT_CERTIFICATE_FINDING]),
  ...(NO_CLOUDFRONT_LOG_REGIONS.includes(region) ? [NO_CLOUDFRONT_LOGS_FINDING] : []),
];
const findings = unexplainedFindings(app, explained);
if (findings.length > 0) {
  console.error(
    `cdk-nag: ${findings.length} unexplained finding(s); fix them or explain them in infra/src/nag-acknowledgements.ts:\n${findings.join('\n')}`,
  );
  process.exit(1);
}
