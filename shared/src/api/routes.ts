import type * as z from 'zod/mini';
import { Profile, ProfileUpdate, UserIdParams } from '../accounts/profile.ts';
import { AvatarUploadRequest, PresignedUpload } from '../accounts/uploads.ts';
import { UserSettings, UserSettingsUpdate } from '../accounts/user-settings.ts';
import { ContactMessageRequest, ContactReceipt } from '../content/contact.ts';
import { NewsletterReceipt, NewsletterSignupRequest, NewsletterUnsubscribeQuery } from '../content/newsletter.ts';
import { PortfolioIdParams, PortfolioItem, PortfolioListResponse } from '../content/portfolio.ts';
import { SitemapXml } from '../content/site-pages.ts';
import { PublicPlan } from '../plans/plan.ts';
import { PlanIdParams, PlanListQuery, PlanListResponse } from '../plans/plan-list-query.ts';

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
    /** Cognito admin API on the user pool: read (get/list users and groups) or write (also change them). */
    identity?: 'read' | 'write';
    /** Send mail through SES from the shop's sender address. */
    email?: 'send';
  };
  request: {
    params?: z.ZodMiniType;
    query?: z.ZodMiniType;
    body?: z.ZodMiniType;
  };
  response: z.ZodMiniType;
}

/** Every endpoint of the shop. The CDK stack, the local API adapter and the web client all loop over this. */
export const routes = [
  {
    name: 'list-plans',
    method: 'GET',
    path: '/api/plans',
    auth: 'optional',
    handler: 'plans/list-plans',
    access: { table: 'read' },
    request: { query: PlanListQuery },
    response: PlanListResponse,
  },
  {
    name: 'get-plan',
    method: 'GET',
    path: '/api/plans/{id}',
    auth: 'optional',
    handler: 'plans/get-plan',
    access: { table: 'read' },
    request: { params: PlanIdParams },
    response: PublicPlan,
  },
  {
    name: 'get-profile',
    method: 'GET',
    path: '/api/profiles/{userId}',
    auth: 'user',
    handler: 'accounts/get-profile',
    access: { table: 'read', identity: 'read' },
    request: { params: UserIdParams },
    response: Profile,
  },
  {
    name: 'update-profile',
    method: 'PUT',
    path: '/api/profiles/{userId}',
    auth: 'user',
    handler: 'accounts/update-profile',
    access: { table: 'write', identity: 'read' },
    request: { params: UserIdParams, body: ProfileUpdate },
    response: Profile,
  },
  {
    name: 'get-user-settings',
    method: 'GET',
    path: '/api/profiles/{userId}/settings',
    auth: 'user',
    handler: 'accounts/get-user-settings',
    access: { table: 'read' },
    request: { params: UserIdParams },
    response: UserSettings,
  },
  {
    name: 'update-user-settings',
    method: 'PUT',
    path: '/api/profiles/{userId}/settings',
    auth: 'user',
    handler: 'accounts/update-user-settings',
    access: { table: 'write' },
    request: { params: UserIdParams, body: UserSettingsUpdate },
    response: UserSettings,
  },
  {
    name: 'create-avatar-upload',
    method: 'POST',
    path: '/api/upload/avatar',
    auth: 'user',
    handler: 'uploads/create-avatar-upload',
    access: { images: 'write' },
    request: { body: AvatarUploadRequest },
    response: PresignedUpload,
  },
  {
    name: 'send-contact-message',
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    handler: 'contact/send-contact-message',
    access: { table: 'write', email: 'send' },
    request: { body: ContactMessageRequest },
    response: ContactReceipt,
  },
  {
    name: 'subscribe-newsletter',
    method: 'POST',
    path: '/api/newsletter',
    auth: 'public',
    handler: 'newsletter/subscribe',
    access: { table: 'write', email: 'send' },
    request: { body: NewsletterSignupRequest },
    response: NewsletterReceipt,
  },
  {
    name: 'unsubscribe-newsletter',
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    auth: 'public',
    handler: 'newsletter/unsubscribe',
    access: { table: 'write' },
    request: { query: NewsletterUnsubscribeQuery },
    response: NewsletterReceipt,
  },
  {
    name: 'list-portfolio',
    method: 'GET',
    path: '/api/portfolio',
    auth: 'public',
    handler: 'portfolio/list-portfolio',
    access: { table: 'read' },
    request: {},
    response: PortfolioListResponse,
  },
  {
    name: 'get-portfolio-item',
    method: 'GET',
    path: '/api/portfolio/{id}',
    auth: 'public',
    handler: 'portfolio/get-portfolio-item',
    access: { table: 'read' },
    request: { params: PortfolioIdParams },
    response: PortfolioItem,
  },
  {
    name: 'get-sitemap',
    method: 'GET',
    path: '/api/sitemap.xml',
    auth: 'public',
    handler: 'seo/get-sitemap',
    access: { table: 'read' },
    request: {},
    response: SitemapXml,
  },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];

export function routeByName<N extends RouteName>(name: N): Extract<(typeof routes)[number], { name: N }> {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route as Extract<(typeof routes)[number], { name: N }>;
}
