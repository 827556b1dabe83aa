import { GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import { type CheckResult, errorText, fail, pass } from '../check-result.ts';

const CHECK = 'credentials';

/** Who the CDK would deploy as: STS answers for any valid credentials, whatever their permissions. */
export async function checkCredentials(sts: STSClient): Promise<CheckResult & { account?: string }> {
  try {
    const identity = await sts.send(new GetCallerIdentityCommand({}));
    return { ...pass(CHECK, `account ${identity.Account} as ${identity.Arn}`), account: identity.Account };
  } catch (error) {
    return fail(
      CHECK,
      `no usable AWS credentials (${errorText(error)})`,
      'sign in for the target account first: `aws sso login --profile <profile>` and `export AWS_PROFILE=<profile>`, or `aws configure`.',
    );
  }
}
