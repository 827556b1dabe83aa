import type { App } from 'aws-cdk-lib';
import { NO_CLOUDFRONT_LOG_REGIONS } from './constructs/site.ts';
import {
  DEFAULT_CERTIFICATE_FINDING,
  EXPLAINED_FINDINGS,
  type ExplainedFinding,
  NO_CLOUDFRONT_LOGS_FINDING,
  unexplainedFindings,
} from './nag-acknowledgements.ts';

/** The explanations that apply to a shop with these settings in this region. */
export function explanationsFor(hasDomain: boolean, region: string | undefined): ExplainedFinding[] {
  return [
    ...EXPLAINED_FINDINGS,
    ...(hasDomain ? [] : [DEFAULT_CERTIFICATE_FINDING]),
    ...(region && NO_CLOUDFRONT_LOG_REGIONS.includes(region) ? [NO_CLOUDFRONT_LOGS_FINDING] : []),
  ];
}

/**
 * cdk-nag as a gate on every synth and deploy (infra/bin/app.ts): synthesizes (only then do the nested stacks
 * reference the parent's resources by parameters, which is what the findings on their policies name), then
 * throws, listing them, when any AwsSolutions finding is not explained.
 */
export function gateOnNagFindings(app: App, explained: readonly ExplainedFinding[]): void {
  app.synth();
  const findings = unexplainedFindings(app, explained);
  if (findings.length > 0) {
    throw new Error(
      `cdk-nag: ${findings.length} unexplained finding(s); fix them or explain them in infra/src/nag-acknowledgements.ts:\n${findings.join('\n')}`,
    );
  }
}
