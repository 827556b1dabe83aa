import type * as z from 'zod/mini';

/**
 * Who may call a route. `public`: anyone, no authorizer; `optional`: anyone, but a bearer token, when
 * sent, is verified by the handler itself (API Gateway's JWT authorizer cannot be optional) and may
 * widen what the caller sees; `user`, `admin`, `super_admin`: the JWT authorizer runs first and the
 * handler checks the `cognito:groups` claim.
 */
export const AUTH_LEVELS = ['public', 'optional', 'user', 'admin', 'super_admin'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  /** Stable name; also names the Lambda function. */
  name: string;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. /api/plans/{id}. */
  path: string;
  auth: AuthLevel;
  /** Handler module under lambdas/src/handlers, without extension; it exports `handler`. */
  handler: string;
  /** AWS resources the function may touch; infra grants exactly these. */
  access: {
    table?: 'read' | 'write';
    planFiles?: 'read' | 'write';
    images?: 'read' | 'write';
    /** Put share requests (and nothing else) in the images bucket: the picture Lambda draws the plan's share pictures. */
    shareRequests?: 'write';
    /** Cognito admin API on the user pool: read (get/list users and groups) or write (also change them). */
    identity?: 'read' | 'write';
    /** Turn users' second factor on or off (AdminSetUserMFAPreference) and end their sessions after a reset. */
    secondFactor?: 'manage';
    /**
     * Close accounts: check the owner's password (InitiateAuth with the app client), end their sessions and delete
     * them from the pool (AdminGetUser, AdminUserGlobalSignOut, AdminDeleteUser).
     */
    accountClosure?: 'close';
    /** Send mail through SES from the shop's sender address. */
    email?: 'send';
    /** Call Paystack: reads the Paystack secret key from Secrets Manager. */
    paystack?: 'use';
    /**
     * Presign plan-file links that live up to 7 days: reads the key of the signing identity (an IAM user
     * that may only read plan files), so the function's own role needs no access to the files.
     */
    planFileLinks?: 'sign';
  };
  /**
   * Public reads cached at the edge that this route's success makes stale (CloudFront paths, `*` at the end for
   * a prefix, `{param}` filled from the request's path). The handler invalidates them after a 2xx answer, so
   * visitors see a staff change, a review or a sale at once although the catalogue is cached for minutes.
   */
  edgeCache?: readonly string[];
  request: {
    params?: z.ZodMiniType;
    query?: z.ZodMiniType;
    body?: z.ZodMiniType;
  };
  response: z.ZodMiniType;
}

/**
 * One route-table row, its literal types kept so handlers and the web client infer request and response types
 * from it. Each row lives in its own module under ./routes/ so a handler bundle, or a browser chunk, carries only
 * the schemas of the rows it imports, not the whole table.
 */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}
