import { type ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { type CheckResult, errorName, errorText, fail, pass, warn } from '../check-result.ts';

/** A certificate that runs out within this many days is reported, so its renewal is looked at before launch. */
export const CERTIFICATE_WARNING_DAYS = 30;

/** Whether a certificate name covers the domain: the same name, or a wildcard one label above it. */
export function certificateCovers(certificateName: string, domain: string): boolean {
  const name = certificateName.toLowerCase();
  const host = domain.toLowerCase();
  if (name === host) return true;
  if (!name.startsWith('*.')) return false;
  const firstDot = host.indexOf('.');
  return firstDot > 0 && host.slice(firstDot + 1) === name.slice(2);
}

/**
 * The custom domain's certificate, which CloudFront takes only from us-east-1: it must exist in this account,
 * be issued (DNS validation done) and name the domain. CloudFormation would otherwise fail the distribution
 * late in the first deploy.
 */
export async function checkCertificate(
  acm: ACMClient,
  domain: { name: string; certificateArn: string },
  now: Date = new Date(),
): Promise<CheckResult> {
  const check = 'certificate (us-east-1)';
  const request = `\`aws acm request-certificate --region us-east-1 --domain-name ${domain.name} --validation-method DNS\``;
  try {
    const { Certificate: certificate } = await acm.send(
      new DescribeCertificateCommand({ CertificateArn: domain.certificateArn }),
    );
    const names = [certificate?.DomainName, ...(certificate?.SubjectAlternativeNames ?? [])].filter(
      (name): name is string => Boolean(name),
    );
    if (certificate?.Status !== 'ISSUED') {
      return fail(
        check,
        `status ${certificate?.Status ?? 'unknown'}, not ISSUED`,
        certificate?.Status === 'PENDING_VALIDATION'
          ? `create the validation CNAME it asks for (\`aws acm describe-certificate --region us-east-1 --certificate-arn ${domain.certificateArn}\`) and wait for ISSUED.`
          : `request a new one: ${request}, validate it by DNS, and deploy with its ARN.`,
      );
    }
    if (!names.some((name) => certificateCovers(name, domain.name))) {
      return fail(
        check,
        `issued for ${names.join(', ')}, not ${domain.name}`,
        `request one that names ${domain.name}: ${request}.`,
      );
    }
    const daysLeft = certificate.NotAfter ? (certificate.NotAfter.getTime() - now.getTime()) / 86_400_000 : Infinity;
    if (daysLeft < CERTIFICATE_WARNING_DAYS) {
      return warn(
        check,
        `issued for ${domain.name}, expires ${certificate.NotAfter?.toISOString().slice(0, 10)}`,
        `ACM renews DNS-validated certificates by itself while the validation CNAME stays; check it (RenewalSummary in describe-certificate).`,
      );
    }
    return pass(check, `issued for ${domain.name}`);
  } catch (error) {
    if (errorName(error) === 'ResourceNotFoundException') {
      return fail(
        check,
        `${domain.certificateArn} does not exist in this account's us-east-1`,
        `CloudFront takes certificates from us-east-1 only: ${request}, then deploy with its ARN.`,
      );
    }
    return fail(
      check,
      `could not read the certificate (${errorText(error)})`,
      'these credentials need acm:DescribeCertificate in us-east-1.',
    );
  }
}
