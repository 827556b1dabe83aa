import { App } from 'aws-cdk-lib';
import { WEB_DIST_DIR } from '../src/paths.ts';
import { readSettings, type SettingKey } from '../src/settings.ts';
import { ShopStack } from '../src/shop-stack.ts';

const app = new App();
const settings = readSettings((key: SettingKey) => app.node.tryGetContext(key), process.env);

new ShopStack(app, 'ShopStack', {
  description: 'Tema house plans shop: Cognito, DynamoDB, S3, HTTP API + Lambda, CloudFront',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  settings,
  webDistPath: WEB_DIST_DIR,
});
