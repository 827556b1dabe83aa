import type { RouteDefinition } from '@shop/shared/api/routes';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { z } from 'zod';
import { FUNCTION_BUDGETS } from '../definitions/call-sequences.ts';
import { ShopFunction, type ShopResources } from './shop-function.ts';

/** The rebuild as a route-like row, for the same function construct, bundling and least-privilege grants. */
export const CATALOGUE_REBUILD_JOB: RouteDefinition = {
  name: 'rebuild-catalogue-snapshot',
  method: 'POST',
  path: '/deploy/rebuild-catalogue-snapshot',
  auth: 'public',
  handler: 'catalogue/rebuild-catalogue-snapshot',
  access: { table: 'write' },
  request: {},
  response: z.unknown(),
};

/**
 * The list, search and sitemap functions only read the table; the catalogue snapshot they read is rebuilt from
 * the plan items here, after the table exists, on the first deploy and whenever the rebuild's code changes (a new
 * snapshot format). Plan writes keep it current between deploys.
 */
export class CatalogueRebuild extends Construct {
  readonly function: ShopFunction;

  constructor(scope: Construct, id: string, props: { resources: ShopResources; table: ITable }) {
    super(scope, id);
    this.function = new ShopFunction(this, 'RebuildFunction', {
      route: CATALOGUE_REBUILD_JOB,
      resources: props.resources,
      // It answers no request, so it checks no token.
      jwt: { issuer: '', audience: '' },
      tuning: { timeout: Duration.seconds(FUNCTION_BUDGETS['rebuild-catalogue-snapshot'].timeoutSeconds) },
    });
    new Trigger(this, 'AfterDeploy', {
      handler: this.function,
      executeAfter: [props.table],
      executeOnHandlerChange: true,
      timeout: Duration.seconds(FUNCTION_BUDGETS['rebuild-catalogue-snapshot'].timeoutSeconds),
    });
  }
}
