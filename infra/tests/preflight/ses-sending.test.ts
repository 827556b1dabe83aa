import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSesIdentity, checkSesProductionAccess } from '../../src/preflight/checks/ses-sending.ts';
import { awsError, TEST_CREDENTIALS } from './aws-errors.ts';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());
const client = () => new SESv2Client({ region: 'af-south-1', credentials: TEST_CREDENTIALS });

describe('SES sender verified', () => {
  it('passes when the contact address is a verified identity in the region', async () => {
    ses
      .on(GetEmailIdentityCommand, { EmailIdentity: 'hello@temaplans.com' })
      .resolves({ VerifiedForSendingStatus: true });

    const result = await checkSesIdentity(client(), 'af-south-1', 'hello@temaplans.com');

    expect(result).toMatchObject({ status: 'pass', detail: 'hello@temaplans.com in af-south-1' });
  });

  it('fails for an address still waiting for its link to be clicked', async () => {
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, VerificationStatus: 'PENDING' });

    const result = await checkSesIdentity(client(), 'af-south-1', 'hello@temaplans.com');

    expect(result.status).toBe('fail');
    expect(result.detail).toBe('hello@temaplans.com is not verified in af-south-1 (PENDING)');
    expect(result.advice).toContain(
      'aws sesv2 create-email-identity --region af-south-1 --email-identity hello@temaplans.com',
    );
  });

  it('fails for an address that is no identity in the region', async () => {
    ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));

    const result = await checkSesIdentity(client(), 'af-south-1', 'hello@temaplans.com');

    expect(result.status).toBe('fail');
    expect(result.detail).toBe('hello@temaplans.com is not an SES identity in af-south-1');
    expect(result.advice).toContain('--email-identity hello@temaplans.com');
  });

  it('fails when only the domain is verified, since Cognito sends as the address itself', async () => {
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'hello@temaplans.com' }).rejects(awsError('NotFoundException'));
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'temaplans.com' }).resolves({ VerifiedForSendingStatus: true });

    const result = await checkSesIdentity(client(), 'af-south-1', 'hello@temaplans.com');

    expect(result.status).toBe('fail');
    expect(result.detail).toContain('temaplans.com is verified in af-south-1 but hello@temaplans.com itself is not');
  });
});

describe('SES production access', () => {
  it('passes out of the sandbox and shows the daily quota', async () => {
    ses.on(GetAccountCommand).resolves({
      ProductionAccessEnabled: true,
      SendingEnabled: true,
      EnforcementStatus: 'HEALTHY',
      SendQuota: { Max24HourSend: 50_000 },
    });

    const result = await checkSesProductionAccess(client(), 'af-south-1');

    expect(result).toMatchObject({ status: 'pass', detail: 'out of the sandbox in af-south-1, 50000 mails a day' });
  });

  it('fails in the sandbox and says where to ask for production access', async () => {
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });

    const result = await checkSesProductionAccess(client(), 'af-south-1');

    expect(result.status).toBe('fail');
    expect(result.detail).toContain('af-south-1 is in the SES sandbox');
    expect(result.advice).toContain('Request production access');
  });

  it('fails when AWS has paused sending', async () => {
    ses
      .on(GetAccountCommand)
      .resolves({ ProductionAccessEnabled: true, SendingEnabled: false, EnforcementStatus: 'SHUTDOWN' });

    const result = await checkSesProductionAccess(client(), 'af-south-1');

    expect(result.status).toBe('fail');
    expect(result.detail).toContain('sending is paused');
    expect(result.detail).toContain('SHUTDOWN');
  });

  it('warns for an account under review', async () => {
    ses
      .on(GetAccountCommand)
      .resolves({ ProductionAccessEnabled: true, SendingEnabled: true, EnforcementStatus: 'PROBATION' });

    const result = await checkSesProductionAccess(client(), 'eu-west-1');

    expect(result).toMatchObject({ status: 'warn', detail: 'enforcement status PROBATION in eu-west-1' });
  });
});
