import { App } from 'aws-cdk-lib';
import { explanationsFor, gateOnNagFindings } from '../src/nag-gate.ts';
import { WEB_DIST_DIR } from '../src/paths.ts';
import { readSettings, type SettingKey } from '../src/settings.ts';
import { defineShopApp } from '../src/shop-app.ts';

const app = new App();
const settings = readSettings((key: SettingKey) => app.node.tryGetContext(key), process.env);
const region = process.env.CDK_DEFAULT_REGION;

defineShopApp(app, {
  settings,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region },
  webDistPath: WEB_DIST_DIR,
});

// Every synth and deploy stops on an unexplained cdk-nag finding.
gateOnNagFindings(app, explanationsFor(Boolean(settings.domain), region));
