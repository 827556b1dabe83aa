import type { App, Environment } from 'aws-cdk-lib';
import { ShopEdgeAlarmsStack } from './edge-alarms-stack.ts';
import { ShopEdgeStack } from './edge-stack.ts';
import { type ShopSettings, stageName } from './settings.ts';
import { ShopStack } from './shop-stack.ts';

export const SHOP_STACK_NAME = 'ShopStack';
export const EDGE_STACK_NAME = 'ShopEdgeStack';
export const EDGE_ALARMS_STACK_NAME = 'ShopEdgeAlarmsStack';
/** CloudFront-scope WAF web ACLs (and CloudFront certificates) exist only here. */
export const EDGE_REGION = 'us-east-1';

export interface ShopAppProps {
  settings: ShopSettings;
  env: Environment;
  webDistPath: string;
}

/**
 * Whether the app deploys a stack to us-east-1 beside the shop's own region (the edge alarms always, the web ACL
 * unless an existing one is given), which then needs a bootstrap there too.
 */
export function deploysToEdgeRegion(env: Environment): boolean {
  return env.account !== undefined && env.region !== undefined && env.region !== EDGE_REGION;
}

/** Whether the app adds the us-east-1 web ACL stack. */
export function needsEdgeStack(settings: Pick<ShopSettings, 'webAclArn'>, env: Environment): boolean {
  return !settings.webAclArn && deploysToEdgeRegion(env);
}

/**
 * The shop's stacks. The web ACL in front of CloudFront must be in us-east-1:
 * - an existing one named in settings (webAclArn) is used as it is;
 * - a shop stack in us-east-1 creates its own;
 * - a shop stack in another region gets it from a small edge stack in us-east-1, by a cross-region
 *   reference (CDK passes the ARN through an SSM parameter), deployed first by `cdk deploy --all`;
 * - a stack without a known account and region (a synth without credentials) cannot do either and
 *   says so with a synth warning.
 * A stage (settings.stage) suffixes every stack name, and through them every name derived from them.
 * CloudFront's and the WAF's metrics are in us-east-1 too: a shop stack elsewhere gets its CloudFront 5xx
 * and WAF alarms from a third stack there, deployed after it (it reads the distribution's id).
 */
export function defineShopApp(app: App, { settings, env, webDistPath }: ShopAppProps): ShopStack {
  const stageLabel = settings.stage ? ` (${settings.stage})` : '';
  const outsideEdgeRegion = deploysToEdgeRegion(env);
  const edge = needsEdgeStack(settings, env)
    ? new ShopEdgeStack(app, stageName(EDGE_STACK_NAME, settings.stage), {
        description: `Tema house plans shop${stageLabel}: AWS WAF web ACL for CloudFront (us-east-1)`,
        env: { account: env.account, region: EDGE_REGION },
        crossRegionReferences: true,
        settings,
      })
    : undefined;
  const shop = new ShopStack(app, stageName(SHOP_STACK_NAME, settings.stage), {
    description: `Tema house plans shop${stageLabel}: Cognito, DynamoDB, S3, HTTP API + Lambda, CloudFront`,
    env,
    crossRegionReferences: outsideEdgeRegion,
    settings,
    webDistPath,
    webAclArn: settings.webAclArn ?? edge?.webAclArn,
    webAclMetricName: edge?.webAclMetricName,
  });
  if (outsideEdgeRegion) {
    new ShopEdgeAlarmsStack(app, stageName(EDGE_ALARMS_STACK_NAME, settings.stage), {
      description: `Tema house plans shop${stageLabel}: CloudFront and WAF alarms (us-east-1)`,
      env: { account: env.account, region: EDGE_REGION },
      crossRegionReferences: true,
      distributionId: shop.distributionId,
      webAclMetricName: edge?.webAclMetricName,
      alarmEmail: settings.alarmEmail,
    });
  }
  return shop;
}
