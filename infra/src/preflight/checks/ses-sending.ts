import { GetAccountCommand, GetEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { type CheckResult, errorName, errorText, fail, pass, warn } from '../check-result.ts';

/**
 * Whether the contact address can send. Cognito's sender names the address itself as its SES identity
 * (UserPoolEmail.withSES with fromEmail only), and Cognito refuses an identity that is not verified: a
 * verified domain alone is not enough for it, though SES would send from any of the domain's addresses.
 */
export async function checkSesIdentity(ses: SESv2Client, region: string, email: string): Promise<CheckResult> {
  const check = 'SES sender verified';
  const verify = `\`aws sesv2 create-email-identity --region ${region} --email-identity ${email}\`, then click the link AWS mails to it`;
  try {
    const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: email }));
    if (identity.VerifiedForSendingStatus) return pass(check, `${email} in ${region}`);
    return fail(
      check,
      `${email} is not verified in ${region} (${identity.VerificationStatus ?? 'pending'})`,
      `click the link in the verification mail, or send it again: ${verify}.`,
    );
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') {
      return fail(
        check,
        `could not read ${email} (${errorText(error)})`,
        'these credentials need ses:GetEmailIdentity.',
      );
    }
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const domainVerified = await ses
      .send(new GetEmailIdentityCommand({ EmailIdentity: domain }))
      .then((identity) => identity.VerifiedForSendingStatus === true)
      .catch(() => false);
    return fail(
      check,
      domainVerified
        ? `${domain} is verified in ${region} but ${email} itself is not, and Cognito's sender needs the address`
        : `${email} is not an SES identity in ${region}`,
      `verify the address in the stack's region: ${verify}.`,
    );
  }
}

/**
 * Whether SES mails anyone, not only verified addresses. A new account is in the sandbox in each region:
 * buyers' confirmations and Cognito's codes would then fail for every customer.
 */
export async function checkSesProductionAccess(ses: SESv2Client, region: string): Promise<CheckResult> {
  const check = 'SES production access';
  try {
    const account = await ses.send(new GetAccountCommand({}));
    if (account.SendingEnabled === false) {
      return fail(
        check,
        `sending is paused for this account in ${region} (${account.EnforcementStatus ?? 'status unknown'})`,
        'read the SES account dashboard (Reputation metrics) and the mail from AWS about it; resume sending once resolved.',
      );
    }
    if (!account.ProductionAccessEnabled) {
      const request = account.Details?.ReviewDetails?.Status;
      return fail(
        check,
        `${region} is in the SES sandbox${request ? ` (request ${request})` : ''}: mail reaches verified addresses only`,
        `request production access in ${region}: SES console -> Account dashboard -> Request production access (or \`aws sesv2 put-account-details --region ${region} ...\`).`,
      );
    }
    if (account.EnforcementStatus && account.EnforcementStatus !== 'HEALTHY') {
      return warn(
        check,
        `enforcement status ${account.EnforcementStatus} in ${region}`,
        'read the SES account dashboard before launch.',
      );
    }
    const quota = account.SendQuota?.Max24HourSend;
    return pass(check, `out of the sandbox in ${region}${quota ? `, ${quota} mails a day` : ''}`);
  } catch (error) {
    return fail(
      check,
      `could not read the SES account (${errorText(error)})`,
      'these credentials need ses:GetAccount.',
    );
  }
}
