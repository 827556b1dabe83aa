import type { App } from 'aws-cdk-lib';
import { explanationsFor, gateOnNagFindings } from './nag-gate.ts';
import { readSettings, type SettingKey, type ShopSettings } from './settings.ts';
import { defineShopApp } from './shop-app.ts';
import type { ShopStack } from './shop-stack.ts';

/**
 * What `cdk synth` and `cdk deploy` run (infra/bin/app.ts), and what the deploy matrix test runs for each documented
 * combination of settings: the settings from CDK context and the environment, the stacks, then the cdk-nag gate,
 * which throws on any unexplained finding.
 */
export function defineDeployableShop(
  app: App,
  env: Record<string, string | undefined>,
  webDistPath: string,
): { settings: ShopSettings; stack: ShopStack } {
  const settings = readSettings((key: SettingKey) => app.node.tryGetContext(key), env);
  const region = env.CDK_DEFAULT_REGION;
  const stack = defineShopApp(app, { settings, env: { account: env.CDK_DEFAULT_ACCOUNT, region }, webDistPath });
  gateOnNagFindings(app, explanationsFor(Boolean(settings.domain), region));
  return { settings, stack };
}
