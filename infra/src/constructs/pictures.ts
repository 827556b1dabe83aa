import type { RouteDefinition } from '@shop/shared/api/routes';
import { ORIGINALS_PREFIX } from '@shop/shared/pictures/picture-keys';
import { LAMBDA_FONTS_CONF } from '@shop/shared/pictures/share-fonts';
import { SHARE_REQUESTS_PREFIX } from '@shop/shared/pictures/share-image';
import { Duration } from 'aws-cdk-lib';
import { EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import * as z from 'zod/mini';
import { FUNCTION_BUDGETS } from '../definitions/call-sequences.ts';
import { invokeOnNewObjects } from './s3-event-worker.ts';
import { sharpLayer } from './sharp-layer.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

/**
 * The picture Lambda as a route-like row, so it gets the shop's function construct, bundling and
 * least-privilege grants; it has no HTTP route (S3 invokes it).
 */
export const PICTURE_JOB: RouteDefinition = {
  name: 'make-picture-variants',
  method: 'POST',
  path: '/events/picture-uploaded',
  auth: 'public',
  handler: 'pictures/make-picture-variants',
  access: { images: 'write' },
  request: {},
  response: z.unknown(),
};

/**
 * Uploaded pictures become served variants: every object created under uploads/ in the images bucket
 * invokes the picture Lambda, which writes images/.../{width}.{webp,jpg} (docs/decisions/0019).
 * sharp comes from a layer built for ARM64 and stays outside the esbuild bundle.
 */
export class Pictures extends Construct {
  readonly function: ShopFunction;
  /** The events Lambda gave up on after its retries (alarmed by the monitoring). */
  readonly failedEvents: Queue;

  constructor(scope: Construct, id: string, props: { resources: ShopResources }) {
    super(scope, id);
    this.function = new ShopFunction(this, 'MakePictureVariantsFunction', {
      route: PICTURE_JOB,
      resources: props.resources,
      jwt: { issuer: '', audience: '' },
      tuning: {
        // Decoding a 12-megapixel photo and encoding eight variants is CPU work: 1769 MB buys one full vCPU.
        memorySize: 2048,
        timeout: Duration.seconds(FUNCTION_BUDGETS['make-picture-variants'].timeoutSeconds),
        layers: [sharpLayer(this, 'SharpLayer')],
        externalModules: ['sharp'],
      },
    });
    // fontconfig reads only the layer's fonts.conf: the share pictures' words never depend on the image's fonts.
    this.function.addEnvironment('FONTCONFIG_FILE', LAMBDA_FONTS_CONF);
    // Lambda retries a failed asynchronous invocation twice; a picture that still fails shows as failed to staff,
    // and its event lands in a queue that raises an alarm.
    this.failedEvents = invokeOnNewObjects(this, this.function, props.resources.imagesBucket, ORIGINALS_PREFIX);
    // A staff save's share request runs the same Lambda (its sharp layer), with the same retries and failed-events
    // queue: it draws the plan's 1200x630 share pictures (decision 0058).
    props.resources.imagesBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.function), {
      prefix: SHARE_REQUESTS_PREFIX,
    });
  }
}
