import { App } from 'aws-cdk-lib';
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
