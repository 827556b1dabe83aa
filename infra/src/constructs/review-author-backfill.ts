import type { RouteDefinition } from '@shop/shared/api/routes';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { z } from 'zod';
import { FUNCTION_BUDGETS } from '../definitions/call-sequences.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

/** The backfill as a route-like row, for the same function construct, bundling and least-privilege grants. */
export const REVIEW_AUTHOR_BACKFILL_JOB: RouteDefinition = {
  name: 'backfill-review-authors',
  method: 'POST',
  path: '/deploy/backfill-review-authors',
  auth: 'public',
  handler: 'reviews/backfill-review-authors',
  // The pool is read to tell whether an older vote's account still exists.
  access: { table: 'write', identity: 'read' },
  request: {},
  response: z.unknown(),
};

/**
 * Reviews written before the author index get its keys here, and votes cast before vote markers get their marker (or
 * are withdrawn when their account is gone), after the table exists, on the first deploy that carries this function
 * and whenever its code changes, as the catalogue snapshot is rebuilt (decision 0043). It is idempotent, so a run on
 * a table with nothing left to do reads and writes nothing.
 */
export class ReviewAuthorBackfill extends Construct {
  readonly function: ShopFunction;

  constructor(scope: Construct, id: string, props: { resources: ShopResources; table: ITable }) {
    super(scope, id);
    const timeout = Duration.seconds(FUNCTION_BUDGETS['backfill-review-authors'].timeoutSeconds);
    this.function = new ShopFunction(this, 'BackfillFunction', {
      route: REVIEW_AUTHOR_BACKFILL_JOB,
      resources: props.resources,
      // It answers no request, so it checks no token.
      jwt: { issuer: '', audience: '' },
      tuning: { timeout },
    });
    new Trigger(this, 'AfterDeploy', {
      handler: this.function,
      executeAfter: [props.table],
      executeOnHandlerChange: true,
      timeout,
    });
  }
}
