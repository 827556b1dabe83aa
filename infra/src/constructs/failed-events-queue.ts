import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * Where an asynchronously invoked function's events go once Lambda has given up on them (the function's
 * on-failure destination): the S3 event and the last error, kept for the monitoring's dead-letter alarm.
 */
export function failedEventsQueue(scope: Construct): Queue {
  return new Queue(scope, 'FailedEvents', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // The longest SQS keeps anything: time to read why an event failed after a holiday.
    retentionPeriod: Duration.days(14),
  });
}
