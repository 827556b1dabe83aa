import { PLAN_IMPORT_HANDLER, PLAN_IMPORT_TASKS_PREFIX } from '@shop/shared/admin/plan-import';
import type { RouteDefinition } from '@shop/shared/api/routes';
import { Duration } from 'aws-cdk-lib';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import * as z from 'zod/mini';
import { FUNCTION_BUDGETS } from '../definitions/call-sequences.ts';
import { invokeOnNewObjects } from './s3-event-worker.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

/** The import worker as a route-like row (the shop's function construct and least-privilege grants); S3 invokes it. */
export const PLAN_IMPORT_JOB: RouteDefinition = {
  name: 'import-plan-rows',
  method: 'POST',
  path: '/events/plan-import-row',
  auth: 'public',
  handler: PLAN_IMPORT_HANDLER,
  // images: write the originals the picture Lambda turns into variants, and remove them if the row fails.
  access: { table: 'write', planFiles: 'write', images: 'write' },
  request: {},
  response: z.unknown(),
};

/**
 * Bulk plan imports: each row task object under plan-imports/tasks/ in the plan-files bucket invokes the worker for
 * that one row, so an import of any size is many short invocations, never one function's time limit.
 */
export class PlanImports extends Construct {
  readonly function: ShopFunction;
  readonly failedEvents: Queue;

  constructor(scope: Construct, id: string, props: { resources: ShopResources }) {
    super(scope, id);
    this.function = new ShopFunction(this, 'ImportPlanRowsFunction', {
      route: PLAN_IMPORT_JOB,
      resources: props.resources,
      jwt: { issuer: '', audience: '' },
      tuning: { timeout: Duration.seconds(FUNCTION_BUDGETS['import-plan-rows'].timeoutSeconds) },
    });
    this.failedEvents = invokeOnNewObjects(
      this,
      this.function,
      props.resources.planFilesBucket,
      PLAN_IMPORT_TASKS_PREFIX,
    );
  }
}
