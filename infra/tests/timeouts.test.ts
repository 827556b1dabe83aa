import { AWS_CLIENT_MAX_ATTEMPTS, AWS_CLIENT_TIMEOUTS } from '@shop/lambdas/adapters/aws-client-options';
import { JWKS_FETCH_TIMEOUT_MS } from '@shop/lambdas/auth/token-verifier';
import { describe, expect, it } from 'vitest';
import { everyTemplate } from './support/stack-templates.ts';
import { shopTemplates } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

describe('timeouts against the Lambda limit', () => {
  const functions = everyTemplate(shopTemplates()).flatMap((template) =>
    Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).filter(
      (fn) => (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.TABLE_NAME,
    ),
  );

  it('leave every shop function time to answer 503 itself after its slowest outbound call gives up', () => {
    const worstCallMs =
      JWKS_FETCH_TIMEOUT_MS +
      AWS_CLIENT_MAX_ATTEMPTS * (AWS_CLIENT_TIMEOUTS.connectionTimeout + AWS_CLIENT_TIMEOUTS.requestTimeout);

    expect(functions.length).toBeGreaterThan(50);
    for (const fn of functions) expect((fn.Properties.Timeout as number) * 1000).toBeGreaterThan(worstCallMs);
  });
});
