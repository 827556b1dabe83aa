import { BOOTSTRAP_QUALIFIER_CONTEXT, DefaultStackSynthesizer } from 'aws-cdk-lib';
import { RESERVED_CONCURRENCY_ROUTES } from '../constructs/payments.ts';
import { FUNCTION_ARCHITECTURE, FUNCTION_RUNTIME } from '../definitions/lambda-runtime.ts';
import { readSettings, type SettingKey } from '../settings.ts';
import { deploysToEdgeRegion } from '../shop-app.ts';
import { NEEDED_CONCURRENCY } from './checks/lambda-concurrency.ts';
import type { PreflightTarget } from './run-preflight.ts';

/**
 * What the preflight checks, read exactly as infra/bin/app.ts reads it: the same settings from the same CDK
 * context and environment variables (a wrong value throws the same list of problems), the same edge-stack
 * rule, the runtime the functions are built for.
 */
export function preflightTarget(
  context: Record<string, unknown>,
  env: Record<string, string | undefined>,
  region: string,
): PreflightTarget {
  const settings = readSettings((key: SettingKey) => context[key], env);
  const qualifier = context[BOOTSTRAP_QUALIFIER_CONTEXT];
  return {
    region,
    settings,
    qualifier: typeof qualifier === 'string' && qualifier ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER,
    edgeStack: (account) => deploysToEdgeRegion({ account, region }),
    runtime: { name: FUNCTION_RUNTIME.name, architecture: FUNCTION_ARCHITECTURE.name },
    // Each payment function reserves the setting's share (Payments.reserveConcurrency).
    concurrency: {
      needed: NEEDED_CONCURRENCY,
      reserved: RESERVED_CONCURRENCY_ROUTES.length * settings.reservedPaymentConcurrency,
    },
  };
}
