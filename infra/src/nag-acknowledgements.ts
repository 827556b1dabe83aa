import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** A cdk-nag finding this stack accepts: the rule (and finding) id, where, and why. */
export interface ExplainedFinding {
  /** Matches the finding id, e.g. AwsSolutions-IAM5[Resource::*]. */
  finding: RegExp;
  /** Matches the construct path of the resource it is on. */
  path: RegExp;
  reason: string;
}

/** A route's function (in its area's nested stack under Api), the reconciliation job's or a Cognito trigger's. */
const SHOP_FUNCTION_POLICY =
  /\/(Api\/\w+\/\w+Function|Payments\/ReconcilePaymentsFunction|Auth\/(NewUserNotice|AccountMessages)Function|Pictures\/MakePictureVariantsFunction|Deliveries\/PrepareOrderDeliveryFunction|PlanImports\/ImportPlanRowsFunction|CatalogueRebuild\/RebuildFunction)Role\/DefaultPolicy\/Resource$/;
const CDK_HELPER =
  /\/(Custom::CDKBucketDeployment\w+|Custom::S3AutoDeleteObjectsCustomResourceProvider|BucketNotificationsHandler\w+|AWS\w+)\//;

/**
 * Every AwsSolutions finding the shop accepts, each with the reason it is right here. Anything else
 * fails infra/tests/cdk-nag.test.ts, so a new finding is fixed or explained, never silently kept.
 */
export const EXPLAINED_FINDINGS: readonly ExplainedFinding[] = [
  {
    finding: /^AwsSolutions-IAM5\[Resource::\*\]$/,
    path: SHOP_FUNCTION_POLICY,
    reason: 'X-Ray active tracing: xray:PutTraceSegments and PutTelemetryRecords have no resource-level permissions',
  },
  {
    // In a nested stack the table's ARN arrives as a parameter named after it (referencetoShopStackDataTable...); a
    // table restored to a point in time and imported by name (the tableName setting) has a plain ARN.
    finding:
      /^AwsSolutions-IAM5\[Resource::(<(DataTable\w+\.Arn|referenceto\w+DataTable\w+Arn)>|arn:<AWS::Partition>:dynamodb:[\w<>:-]+:table\/[\w.-]+)\/index\/\*\]$/,
    path: SHOP_FUNCTION_POLICY,
    reason:
      'Item reads and writes on the shop table and its GSIs, every one of which serves Query access patterns; no Scan is granted',
  },
  {
    finding:
      /^AwsSolutions-IAM5\[(Action::s3:(GetObject\*|GetBucket\*|List\*|DeleteObject\*|Abort\*)|Resource::<(referenceto\w+)?Files(Images|PlanFiles)\w+(\.)?Arn>\/\*)\]$/,
    path: SHOP_FUNCTION_POLICY,
    reason:
      "CDK's grantRead/grantReadWrite on one bucket, given only to the routes whose access field names it: object keys are user uploads and plan files, not known in advance",
  },
  {
    finding: /^AwsSolutions-IAM5\[Resource::<(referenceto\w+)?FilesImages\w+(\.)?Arn>\/share-requests\/\*\]$/,
    path: SHOP_FUNCTION_POLICY,
    reason:
      'Staff saves put share requests (one per plan save, keyed by plan id and digest) under share-requests/ of the images bucket and nowhere else',
  },
  {
    finding: /^AwsSolutions-IAM5\[Resource::<FilesPlanFiles\w+\.Arn>\/\*\]$/,
    path: /\/Payments\/PlanFileSignerPolicy\/Resource$/,
    reason:
      'The download-link signer must be able to sign a link to any purchased plan file: s3:GetObject on the plan-files bucket and nothing else',
  },
  {
    finding:
      /^AwsSolutions-(IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole\]|IAM5\[.*\]|L1)$/,
    path: CDK_HELPER,
    reason:
      "CDK's own deployment helpers (BucketDeployment, bucket auto-delete): CDK sets their runtime and role, and they run only during deploys",
  },
  {
    finding: /^AwsSolutions-APIG4$/,
    path: /\/Api\/\w+\/\w+Route\/Resource$/,
    reason:
      "Public or optional-auth route (catalogue, content, contact, newsletter, payment webhook verified by Paystack's HMAC signature): anonymous visitors must reach it; optional routes verify a token themselves",
  },
  {
    finding: /^AwsSolutions-COG1$/,
    path: /\/Auth\/UserPool\/Resource$/,
    reason:
      'The password rules are the shop’s (8+ characters with upper, lower case and a digit); symbols are not required of buyers',
  },
  {
    finding: /^AwsSolutions-COG2$/,
    path: /\/Auth\/UserPool\/Resource$/,
    reason:
      'MFA is OPTIONAL, not REQUIRED, for buyers only: an authenticator app is theirs to choose (a required one would stop a one-off purchase); staff (admin, super_admin) must have one, which every staff route checks on the server',
  },

  {
    finding: /^AwsSolutions-SMG4$/,
    path: /\/Payments\/(PaystackSecretKey|PlanFileSignerSecret)\/Resource$/,
    reason:
      "No Lambda can rotate these: the Paystack key is issued in Paystack's dashboard, and the signer key needs a 7-day overlap for live download links; both rotations are documented in docs/operations.md",
  },
  {
    finding: /^AwsSolutions-SMG4$/,
    path: /\/OriginVerify\/Secret\/Resource$/,
    reason:
      'Rotated by npm run rotate-origin-secret, which must also update the CloudFront distribution and keep the previous value accepted while it propagates (docs/operations.md), not by a rotation Lambda',
  },
  {
    finding: /^AwsSolutions-SQS3$/,
    path: /\/(Payments\/ReconcileDeadLetters|Pictures\/FailedEvents|Deliveries\/FailedEvents|PlanImports\/FailedEvents)\/Resource$/,
    reason:
      'Each is a dead-letter queue: of the reconciliation schedule and function, or the on-failure destination of the picture or delivery function',
  },
  {
    finding: /^AwsSolutions-CFR1$/,
    path: /\/Site\/Distribution\/Resource$/,
    reason: 'The shop sells downloadable plans to buyers anywhere (Ghana and its diaspora): no country is blocked',
  },
];

/** Only in a region CloudFront cannot deliver standard logs to (site.ts, NO_CLOUDFRONT_LOG_REGIONS). */
export const NO_CLOUDFRONT_LOGS_FINDING: ExplainedFinding = {
  finding: /^AwsSolutions-CFR3$/,
  path: /\/Site\/Distribution\/Resource$/,
  reason:
    'The shop is in an opt-in region where CloudFront cannot deliver standard logs; WAF metrics and sampled requests, API access logs and S3 access logs remain',
};

/** Only without a custom domain: CloudFront's default certificate cannot require TLS 1.2. */
export const DEFAULT_CERTIFICATE_FINDING: ExplainedFinding = {
  finding: /^AwsSolutions-CFR4$/,
  path: /\/Site\/Distribution\/Resource$/,
  reason:
    'No custom domain set, so CloudFront serves its *.cloudfront.net certificate, whose TLS floor cannot be raised; with domainName set the stack requires TLS 1.2',
};

/**
 * Runs the AwsSolutions checks over `scope` and acknowledges, with its reason, each finding that an
 * explained entry matches; returns the entries used (stale ones show up in the test).
 */
export function acknowledgeExplainedFindings(
  scope: IConstruct,
  explained: readonly ExplainedFinding[] = EXPLAINED_FINDINGS,
): Set<ExplainedFinding> {
  const used = new Set<ExplainedFinding>();
  const report = new AwsSolutionsChecks().validateScope(scope);
  for (const violation of report.violations) {
    for (const resource of violation.violatingResources) {
      const path = resource.constructPath ?? '';
      const entry = explained.find((e) => e.finding.test(violation.ruleName) && e.path.test(path));
      if (!entry) continue;
      const construct = scope.node.findAll().find((node) => node.node.path === path);
      if (!construct) continue;
      Validations.of(construct).acknowledge({ id: violation.ruleName, reason: entry.reason });
      used.add(entry);
    }
  }
  return used;
}

/**
 * The synth gate (infra/bin/app.ts): every AwsSolutions finding is explained (and acknowledged) or synth
 * fails, listing the unexplained ones. Returns the findings so the test can run the same gate.
 */
export function unexplainedFindings(scope: IConstruct, explained: readonly ExplainedFinding[]): string[] {
  acknowledgeExplainedFindings(scope, explained);
  const { violations } = new AwsSolutionsChecks().validateScope(scope);
  return violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) => `${violation.severity} ${violation.ruleName} ${resource.constructPath}`,
    ),
  );
}
