import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { failedEventsQueue } from './failed-events-queue.ts';

/**
 * Runs `fn` for every object created under `prefix` in `bucket`, as S3 invokes it: asynchronously, retried twice by
 * Lambda within an hour, and then kept in a failed-events queue (returned, for the monitoring's alarm).
 */
export function invokeOnNewObjects(scope: Construct, fn: LambdaFunction, bucket: IBucket, prefix: string): Queue {
  const failedEvents = failedEventsQueue(scope);
  fn.configureAsyncInvoke({
    retryAttempts: 2,
    maxEventAge: Duration.hours(1),
    onFailure: new SqsDestination(failedEvents),
  });
  bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn), { prefix });
  return failedEvents;
}
