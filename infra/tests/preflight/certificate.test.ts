import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { certificateCovers, checkCertificate } from '../../src/preflight/checks/certificate.ts';
import { awsError, TEST_CREDENTIALS } from './aws-errors.ts';

const acm = mockClient(ACMClient);
afterEach(() => acm.reset());
const client = () => new ACMClient({ region: 'us-east-1', credentials: TEST_CREDENTIALS });
const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/0b7d2c1e-1111-2222-3333-444455556666';
const domain = { name: 'plans.temaplans.com', certificateArn: arn };
const now = new Date('2026-03-01T00:00:00Z');

describe('certificate names', () => {
  it('covers the same name and a wildcard one label above, nothing else', () => {
    expect(certificateCovers('plans.temaplans.com', 'PLANS.temaplans.com')).toBe(true);
    expect(certificateCovers('*.temaplans.com', 'plans.temaplans.com')).toBe(true);
    expect(certificateCovers('*.temaplans.com', 'temaplans.com')).toBe(false);
    expect(certificateCovers('*.temaplans.com', 'a.plans.temaplans.com')).toBe(false);
    expect(certificateCovers('temaplans.com', 'plans.temaplans.com')).toBe(false);
  });
});

describe('certificate (us-east-1)', () => {
  it('passes for an issued certificate naming the domain among its alternative names', async () => {
    acm.on(DescribeCertificateCommand, { CertificateArn: arn }).resolves({
      Certificate: {
        Status: 'ISSUED',
        DomainName: 'temaplans.com',
        SubjectAlternativeNames: ['temaplans.com', '*.temaplans.com'],
        NotAfter: new Date('2027-01-01T00:00:00Z'),
      },
    });

    const result = await checkCertificate(client(), domain, now);

    expect(result).toMatchObject({ status: 'pass', detail: 'issued for plans.temaplans.com' });
  });

  it('fails while DNS validation is pending and says which record to create', async () => {
    acm
      .on(DescribeCertificateCommand)
      .resolves({ Certificate: { Status: 'PENDING_VALIDATION', DomainName: 'plans.temaplans.com' } });

    const result = await checkCertificate(client(), domain, now);

    expect(result).toMatchObject({ status: 'fail', detail: 'status PENDING_VALIDATION, not ISSUED' });
    expect(result.advice).toContain('validation CNAME');
    expect(result.advice).toContain(`aws acm describe-certificate --region us-east-1 --certificate-arn ${arn}`);
  });

  it('fails for an issued certificate of another name', async () => {
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'ISSUED', DomainName: 'shop.example.com' } });

    const result = await checkCertificate(client(), domain, now);

    expect(result).toMatchObject({ status: 'fail', detail: 'issued for shop.example.com, not plans.temaplans.com' });
    expect(result.advice).toContain('aws acm request-certificate --region us-east-1 --domain-name plans.temaplans.com');
  });

  it('fails for a certificate that is not in us-east-1 of this account', async () => {
    acm.on(DescribeCertificateCommand).rejects(awsError('ResourceNotFoundException'));

    const result = await checkCertificate(client(), domain, now);

    expect(result.status).toBe('fail');
    expect(result.advice).toContain('CloudFront takes certificates from us-east-1 only');
  });

  it('warns for a certificate that runs out within a month', async () => {
    acm.on(DescribeCertificateCommand).resolves({
      Certificate: { Status: 'ISSUED', DomainName: 'plans.temaplans.com', NotAfter: new Date('2026-03-20T00:00:00Z') },
    });

    const result = await checkCertificate(client(), domain, now);

    expect(result).toMatchObject({ status: 'warn', detail: 'issued for plans.temaplans.com, expires 2026-03-20' });
  });
});
