import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import { DefaultStackSynthesizer } from 'aws-cdk-lib';
import { type CheckResult, errorName, errorText, fail, pass } from '../check-result.ts';

/**
 * The oldest bootstrap the default synthesizer deploys with: its templates carry a rule that refuses
 * versions 1 to 5 (MIN_BOOTSTRAP_STACK_VERSION in aws-cdk-lib's default-synthesizer, not exported).
 */
export const MIN_BOOTSTRAP_VERSION = 6;

export interface BootstrapTarget {
  account: string;
  region: string;
  /** `hnb659fds` unless the app sets `@aws-cdk/core:bootstrapQualifier`. */
  qualifier: string;
  /** Why this region must be bootstrapped, for the report. */
  purpose: string;
}

export function bootstrapVersionParameter(qualifier: string): string {
  return DefaultStackSynthesizer.DEFAULT_BOOTSTRAP_STACK_VERSION_SSM_PARAMETER.replace(/\$\{Qualifier\}/, qualifier);
}

/**
 * Whether `cdk bootstrap` ran in the region: the CDKToolkit stack writes its version to an SSM parameter,
 * which every deploy reads first. Without it the deploy stops after the whole app has been synthesized.
 */
export async function checkCdkBootstrap(ssm: SSMClient, target: BootstrapTarget): Promise<CheckResult> {
  const check = `CDK bootstrap ${target.region}`;
  const bootstrap = `\`npx cdk bootstrap aws://${target.account}/${target.region}\``;
  const name = bootstrapVersionParameter(target.qualifier);
  try {
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: name }));
    const version = Number(Parameter?.Value);
    if (!Number.isInteger(version) || version < MIN_BOOTSTRAP_VERSION) {
      return fail(
        check,
        `bootstrap version ${Parameter?.Value ?? 'unknown'} is older than ${MIN_BOOTSTRAP_VERSION} (${target.purpose})`,
        `run ${bootstrap} again to upgrade the CDKToolkit stack.`,
      );
    }
    return pass(check, `version ${version} (${target.purpose})`);
  } catch (error) {
    if (errorName(error) === 'ParameterNotFound') {
      return fail(check, `not bootstrapped: no ${name} (${target.purpose})`, `run ${bootstrap}.`);
    }
    return fail(
      check,
      `could not read ${name} (${errorText(error)})`,
      `these credentials need ssm:GetParameter on it (the CDK's deploy role reads it too); or run ${bootstrap}.`,
    );
  }
}
