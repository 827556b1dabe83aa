import { METRICS_DIMENSIONS, ORIGIN_SECRET_REJECTED_METRIC } from '@shop/lambdas/observability/metrics';
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** The document's key CloudFront sends (shared/src/edge/origin-secret.ts has the whole shape). */
const CURRENT_KEY = 'current';

/**
 * Refusals in 5 minutes that raise the alarm: a rotation gone wrong refuses every request, a stray scanner of
 * the execute-api address a few.
 */
export const ORIGIN_SECRET_REJECTED_THRESHOLD = 10;

/**
 * The value CloudFront adds to every API request (x-origin-verify), so the API can refuse calls that skip
 * CloudFront and its WAF. It lives only in Secrets Manager as a JSON document ({current, previous?,
 * rotatedAt?}): the API's functions read it at run time (they get only its ARN), CloudFront's origin header
 * is a dynamic reference to its `current` key, and `npm run rotate-origin-secret` changes both
 * (docs/operations.md, "Rotating the origin secret").
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;
  /** For CloudFront's origin header: CloudFormation resolves it whenever it writes the distribution. */
  readonly headerValue: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description:
        'Header value CloudFront adds to API requests ({current, previous, rotatedAt}); the API refuses requests without it',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: CURRENT_KEY,
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    this.headerValue = this.secret.secretValueFromJson(CURRENT_KEY).unsafeUnwrap();
  }

  /**
   * Alarms on the API's refusals of requests without a valid origin secret (the functions count each one, in
   * the stage's metrics namespace).
   */
  alarmOnRejections(topic: ITopic, metricsNamespace: string): Alarm {
    const alarm = new Alarm(this, 'RejectedAlarm', {
      metric: new Metric({
        namespace: metricsNamespace,
        metricName: ORIGIN_SECRET_REJECTED_METRIC,
        dimensionsMap: { ...METRICS_DIMENSIONS },
        period: Duration.minutes(5),
        statistic: 'Sum',
      }),
      threshold: ORIGIN_SECRET_REJECTED_THRESHOLD,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${ORIGIN_SECRET_REJECTED_THRESHOLD} or more API requests refused in 5 minutes for a missing or wrong origin secret: a rotation that CloudFront did not follow, or someone calling the execute-api address (docs/operations.md, "Rotating the origin secret")`,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    return alarm;
  }
}
