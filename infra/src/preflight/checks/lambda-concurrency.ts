import { GetAccountSettingsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { type CheckResult, errorText, fail, pass, warn } from '../check-result.ts';

/**
 * The account quota of concurrent Lambda executions the shop is sized for (docs/operations.md, Before the
 * first deploy): AWS's standard quota. New accounts often start far lower (10), shared by all of the
 * shop's functions, so one burst of picture uploads or a launch-day crowd would throttle checkout.
 */
export const NEEDED_CONCURRENCY = 1000;
/** Lambda refuses a reservation that would leave fewer unreserved executions than this. */
export const MIN_UNRESERVED_CONCURRENCY = 100;
/** The Service Quotas code of "Concurrent executions" (Lambda). */
export const CONCURRENCY_QUOTA_CODE = 'L-B99A9384';

export interface ConcurrencyNeeds {
  region: string;
  needed: number;
  /** Executions the stack reserves for its own functions (0 when it reserves none). */
  reserved: number;
}

export async function checkLambdaConcurrency(lambda: LambdaClient, needs: ConcurrencyNeeds): Promise<CheckResult> {
  const check = 'Lambda concurrency quota';
  const increase = `request an increase: \`aws service-quotas request-service-quota-increase --region ${needs.region} --service-code lambda --quota-code ${CONCURRENCY_QUOTA_CODE} --desired-value ${needs.needed}\` (Service Quotas console -> AWS Lambda -> Concurrent executions)`;
  try {
    const { AccountLimit } = await lambda.send(new GetAccountSettingsCommand({}));
    const limit = AccountLimit?.ConcurrentExecutions ?? 0;
    const unreserved = AccountLimit?.UnreservedConcurrentExecutions ?? limit;
    const found = `${limit} in ${needs.region} (${unreserved} unreserved)`;
    if (needs.reserved > 0 && limit - needs.reserved < MIN_UNRESERVED_CONCURRENCY) {
      return fail(
        check,
        `${found}: the stack reserves ${needs.reserved} and Lambda keeps ${MIN_UNRESERVED_CONCURRENCY} unreserved, so the deploy would fail`,
        `${increase}; wait for it to be granted before deploying.`,
      );
    }
    if (limit < needs.needed) {
      return warn(check, `${found}, below the ${needs.needed} the shop is sized for`, `${increase}.`);
    }
    return pass(check, found);
  } catch (error) {
    return fail(
      check,
      `could not read the account settings (${errorText(error)})`,
      'these credentials need lambda:GetAccountSettings.',
    );
  }
}
