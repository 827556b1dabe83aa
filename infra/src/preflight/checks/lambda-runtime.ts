import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import { type CheckResult, errorName, errorText, fail, pass, warn } from '../check-result.ts';

/**
 * Regions where this check expects Lambda to run arm64 functions on the current Node.js runtimes: every
 * commercial region with Lambda at the time of writing. Lambda's API has no call that lists the runtimes or
 * architectures a region offers, so this list is kept by hand; a region outside it is a warning to confirm
 * in the console, not a failure, and the first deploy is the proof.
 */
export const ARM64_NODE_REGIONS: readonly string[] = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'ca-west-1',
  'sa-east-1',
  'mx-central-1',
  'af-south-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'eu-central-1',
  'eu-central-2',
  'eu-north-1',
  'eu-south-1',
  'eu-south-2',
  'il-central-1',
  'me-south-1',
  'me-central-1',
  'ap-east-1',
  'ap-south-1',
  'ap-south-2',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-7',
];

/** AWS's public parameter that exists when a service is offered in a region. */
export function lambdaInRegionParameter(region: string): string {
  return `/aws/service/global-infrastructure/regions/${region}/services/lambda`;
}

export interface RuntimeNeeds {
  region: string;
  /** e.g. nodejs24.x */
  runtime: string;
  /** e.g. arm64 */
  architecture: string;
}

/**
 * Whether the region offers Lambda (asked of AWS's public global-infrastructure parameters) and whether it is
 * one where the stack's runtime and architecture are expected (the list above: not something AWS answers).
 */
export async function checkLambdaRuntime(ssm: SSMClient, needs: RuntimeNeeds): Promise<CheckResult> {
  const check = 'Lambda runtime and architecture';
  const wanted = `${needs.runtime} on ${needs.architecture}`;
  try {
    await ssm.send(new GetParameterCommand({ Name: lambdaInRegionParameter(needs.region) }));
  } catch (error) {
    if (errorName(error) === 'ParameterNotFound') {
      return fail(
        check,
        `AWS lists no Lambda in ${needs.region}`,
        'choose a region that offers Lambda (af-south-1 or eu-west-1 for Ghana).',
      );
    }
    return fail(
      check,
      `could not ask whether ${needs.region} offers Lambda (${errorText(error)})`,
      `these credentials need ssm:GetParameter on ${lambdaInRegionParameter(needs.region)} (a public AWS parameter).`,
    );
  }
  if (!ARM64_NODE_REGIONS.includes(needs.region)) {
    return warn(
      check,
      `Lambda is offered in ${needs.region}, but ${wanted} there is not known to this check`,
      `confirm that the Lambda console in ${needs.region} offers ${needs.runtime} with arm64 before deploying.`,
    );
  }
  return pass(check, `Lambda in ${needs.region}; ${wanted} expected there (not queryable, see the check's list)`);
}
