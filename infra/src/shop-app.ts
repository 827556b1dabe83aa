import type { App, Environment } from 'aws-cdk-lib';
import { ShopEdgeStack } from './edge-stack.ts';
import type { ShopSettings } from './settings.ts';
import { ShopStack } from './shop-stack.ts';

export const SHOP_STACK_NAME = 'ShopStack';
export const EDGE_STACK_NAME = 'ShopEdgeStack';
/** CloudFront-scope WAF web ACLs (and CloudFront certificates) exist only here. */
export const EDGE_REGION = 'us-east-1';

export interface ShopAppProps {
  settings: ShopSettings;
  env: Environment;
  webDistPath: string;
}

/** Whether the app adds the us-east-1 edge stack (which then needs a bootstrap there too). */
export function needsEdgeStack(settings: Pick<ShopSettings, 'webAclArn'>, env: Environment): boolean {
  return !settings.webAclArn && env.account !== undefined && env.region !== undefined && env.region !== EDGE_REGION;
}

/**
 * The shop's stacks. The web ACL in front of CloudFront must be in us-east-1:
 * - an existing one named in settings (webAclArn) is used as it is;
 * - a shop stack in us-east-1 creates its own;
 * - a shop stack in another region gets it from a small edge stack in us-east-1, by a cross-region
 *   reference (CDK passes the ARN through an SSM parameter), deployed first by `cdk deploy --all`;
 * - a stack without a known account and region (a synth without credentials) cannot do either and
 *   says so with a synth warning.
 */
export function defineShopApp(app: App, { settings, env, webDistPath }: ShopAppProps): ShopStack {
  const edge = needsEdgeStack(settings, env)
    ? new ShopEdgeStack(app, EDGE_STACK_NAME, {
        description: 'Tema house plans shop: AWS WAF web ACL for CloudFront (us-east-1)',
        env: { account: env.account, region: EDGE_REGION },
        crossRegionReferences: true,
      })
    : undefined;
  return new ShopStack(app, SHOP_STACK_NAME, {
    description: 'Tema house plans shop: Cognito, DynamoDB, S3, HTTP API + Lambda, CloudFront',
    env,
    crossRegionReferences: edge !== undefined,
    settings,
    webDistPath,
    webAclArn: settings.webAclArn ?? edge?.webAclArn,
  });
}
