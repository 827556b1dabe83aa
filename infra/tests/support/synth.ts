import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteDefinition } from '@shop/shared/api/routes';
import { shopMetricsNamespace } from '@shop/shared/observability/metrics-namespace';
import { App, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Api } from '../../src/constructs/api.ts';
import { DEFAULT_LOG_RETENTION_DAYS, type ShopSettings } from '../../src/settings.ts';
import { ShopStack } from '../../src/shop-stack.ts';
import { everyTemplate, type StackTemplates, templatesOf } from './stack-templates.ts';

export const STACK_NAME = 'ShopStack';
export const TEST_ENV = { account: '123456789012', region: 'eu-west-1' };
const MISSING_WEB_DIST = '/nonexistent/web/dist';

/** Files a deployment would upload, keyed by its source object key, each as relative path -> content. */
export type DeployedFiles = Record<string, Record<string, string>>;

/**
 * Synthesizes into a throw-away directory (removed before returning: staged assets weigh ~20 MB) and
 * without running esbuild for every function.
 */
function synthesize<T>(
  build: (app: App) => Stack,
  inspect: (stacks: StackTemplates, assemblyDir: string) => T,
  options: { validate?: boolean; bundle?: boolean } = {},
): T {
  return synthesizeApp((app) => inspect(templatesOf(build(app)), app.outdir), options);
}

/** Runs `use` on a fresh app (functions not bundled) whose assembly goes to a throw-away directory. */
export function synthesizeApp<T>(
  use: (app: App) => T,
  { validate = false, bundle = false, context = {} as Record<string, string> } = {},
): T {
  const assemblyDir = mkdtempSync(join(tmpdir(), 'shop-cdk-test-'));
  try {
    const app = new App({
      outdir: assemblyDir,
      // With validation, CloudFormation rule findings fail the synth instead of printing warnings.
      context: {
        ...context,
        ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
        '@aws-cdk/core:validateAgainstDefaultRules': validate,
      },
      // That rule check costs seconds per synth, so only validation.test.ts runs it.
      builtinCloudFormationValidation: validate,
    });
    return use(app);
  } finally {
    rmSync(assemblyDir, { recursive: true, force: true });
  }
}

export const DEFAULT_SETTINGS: ShopSettings = {
  authFlow: 'srp',
  logRetentionDays: DEFAULT_LOG_RETENTION_DAYS,
  wafRateRuleAction: 'count',
  reservedPaymentConcurrency: 0,
  threatProtection: 'enforce',
};

/** The shop stack's own template (without its nested API stacks). */
export function shopTemplate(settings: Partial<ShopSettings> = {}, webDistPath = MISSING_WEB_DIST): Template {
  return synthShop(settings, webDistPath).template;
}

/** The shop stack's template and its nested API stacks' templates. */
export function shopTemplates(settings: Partial<ShopSettings> = {}): StackTemplates {
  return synthShop(settings).stacks;
}

/** The shop stack's templates, and the files each BucketDeployment in it would upload. */
export function synthShop(
  settings: Partial<ShopSettings> = {},
  webDistPath = MISSING_WEB_DIST,
  validate = false,
): { template: Template; stacks: StackTemplates; deployedFiles: DeployedFiles } {
  return synthesize(
    (app) =>
      new ShopStack(app, STACK_NAME, {
        env: TEST_ENV,
        settings: { ...DEFAULT_SETTINGS, ...settings },
        webDistPath,
      }),
    (stacks, assemblyDir) => ({
      template: stacks.parent,
      stacks,
      deployedFiles: readDeployedFiles(stacks.parent, assemblyDir),
    }),
    { validate },
  );
}

/** The Api construct alone (and its nested stacks), over a route table of the test's choosing. */
export function apiTemplates(routes: readonly RouteDefinition[]): StackTemplates {
  return synthesize(
    (app) => apiStack(app, routes),
    (stacks) => stacks,
  );
}

/** The code CDK bundles (really running esbuild) for one route's function. */
export function bundledHandlerCode(route: RouteDefinition): string {
  return synthesize(
    (app) => apiStack(app, [route]),
    (stacks, assemblyDir) => {
      const [fn] = everyTemplate(stacks).flatMap((template) =>
        Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Handler: 'index.handler' } })),
      );
      const key = (fn.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
      return readFileSync(join(assemblyDir, `asset.${key}`, 'index.js'), 'utf8');
    },
    { bundle: true },
  );
}

function apiStack(app: App, routes: readonly RouteDefinition[]): Stack {
  const stack = new Stack(app, STACK_NAME, { env: TEST_ENV });
  const userPool = new UserPool(stack, 'Pool');
  new Api(stack, 'Api', {
    routes,
    userPool,
    userPoolClient: userPool.addClient('Client'),
    resources: {
      table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
      planFilesBucket: new Bucket(stack, 'PlanFiles'),
      imagesBucket: new Bucket(stack, 'Images'),
      userPool,
      email: { sender: 'shop@example.com', contact: 'shop@example.com' },
      siteUrl: 'https://shop.example.com',
      metricsNamespace: shopMetricsNamespace(),
    },
  });
  return stack;
}

function readDeployedFiles(template: Template, assemblyDir: string): DeployedFiles {
  const keys = Object.values(template.findResources('Custom::CDKBucketDeployment')).flatMap(
    (deployment) => deployment.Properties.SourceObjectKeys as string[],
  );
  return Object.fromEntries(
    keys.map((key) => {
      const dir = join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`);
      const files = readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
      return [key, Object.fromEntries(files.map((file) => [file.slice(dir.length + 1), readFileSync(file, 'utf8')]))];
    }),
  );
}
