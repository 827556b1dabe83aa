import { type AccountClient, GetRegionOptStatusCommand } from '@aws-sdk/client-account';
import { type CheckResult, errorName, errorText, fail, pass } from '../check-result.ts';

const CHECK = 'region enabled';

/**
 * Whether the account may use the region at all. Opt-in regions (af-south-1, the one closest to Ghana, is
 * one) are off until enabled; every call and the bootstrap there fail until then.
 */
export async function checkRegionEnabled(account: AccountClient, region: string): Promise<CheckResult> {
  try {
    const { RegionOptStatus: status } = await account.send(new GetRegionOptStatusCommand({ RegionName: region }));
    if (status === 'ENABLED' || status === 'ENABLED_BY_DEFAULT') {
      return pass(CHECK, `${region}: ${status === 'ENABLED' ? 'opted in' : 'enabled by default'}`);
    }
    if (status === 'ENABLING') {
      return fail(
        CHECK,
        `${region} is being enabled`,
        'wait until it shows Enabled (it can take minutes to hours), then run the preflight again.',
      );
    }
    return fail(
      CHECK,
      `${region} is ${status ?? 'in an unknown state'} for this account`,
      `enable it: \`aws account enable-region --region-name ${region}\` (or Account -> AWS Regions in the console), wait for Enabled, then bootstrap.`,
    );
  } catch (error) {
    if (errorName(error) === 'ValidationException') {
      return fail(
        CHECK,
        `"${region}" is not a region AWS knows (${errorText(error)})`,
        "set AWS_REGION (or the profile's region) to a region name such as af-south-1 or eu-west-1.",
      );
    }
    return fail(
      CHECK,
      `could not read the region's status (${errorText(error)})`,
      'these credentials need account:GetRegionOptStatus; or check the region under Account -> AWS Regions in the console.',
    );
  }
}
