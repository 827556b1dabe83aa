import type { RouteDefinition } from '@shop/shared/api/routes';
import { DELIVERY_HANDLER, DELIVERY_REQUESTS_PREFIX } from '@shop/shared/orders/delivery-location';
import { Duration } from 'aws-cdk-lib';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import * as z from 'zod/mini';
import { FUNCTION_BUDGETS } from '../definitions/call-sequences.ts';
import { invokeOnNewObjects } from './s3-event-worker.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

/**
 * The delivery Lambda as a route-like row, so it gets the shop's function construct, bundling and least-privilege
 * grants; it has no HTTP route (S3 invokes it).
 */
export const DELIVERY_JOB: RouteDefinition = {
  name: 'prepare-order-delivery',
  method: 'POST',
  path: '/events/delivery-requested',
  auth: 'public',
  handler: DELIVERY_HANDLER,
  // email: the buyers' notices of a revised file.
  access: { table: 'write', planFiles: 'write', email: 'send' },
  request: {},
  response: z.unknown(),
};

/**
 * Orders' deliveries (docs/decisions/0024): a request object under deliveries/requests/ in the plan-files bucket
 * invokes the delivery Lambda, which stamps the order's PDFs, writes the licence certificate and streams the ZIP
 * into the same bucket. pdf-lib and the ZIP code live in this function only.
 */
export class Deliveries extends Construct {
  readonly function: ShopFunction;
  /** The events Lambda gave up on after its retries (alarmed by the monitoring). */
  readonly failedEvents: Queue;

  constructor(scope: Construct, id: string, props: { resources: ShopResources }) {
    super(scope, id);
    this.function = new ShopFunction(this, 'PrepareOrderDeliveryFunction', {
      route: DELIVERY_JOB,
      resources: props.resources,
      jwt: { issuer: '', audience: '' },
      tuning: {
        // pdf-lib holds a whole PDF, its parsed objects and the saved copy at once: a 50 MB drawing set peaked at
        // 0.28 GB resident (docs/performance.md); 2048 MB leaves room for denser sets and buys a full vCPU for
        // parsing and the ZIP's deflate.
        memorySize: 2048,
        // A 150 MB order takes well under a minute; its worst sequence on a slow link (definitions/call-sequences.ts)
        // needs most of Lambda's 15. A run cut short is not lost: S3 retries it, and copies already made are kept.
        timeout: Duration.seconds(FUNCTION_BUDGETS['prepare-order-delivery'].timeoutSeconds),
      },
    });
    // Lambda retries a failed asynchronous invocation twice; the page asks again after 15 minutes if all fail, and
    // the event lands in a queue that raises an alarm.
    this.failedEvents = invokeOnNewObjects(
      this,
      this.function,
      props.resources.planFilesBucket,
      DELIVERY_REQUESTS_PREFIX,
    );
  }
}
