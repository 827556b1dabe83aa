import type * as z from 'zod/mini';
import { Profile, ProfileUpdate, UserIdParams } from '../accounts/profile.ts';
import { AvatarUploadRequest, PresignedUpload } from '../accounts/uploads.ts';
import { UserSettings, UserSettingsUpdate } from '../accounts/user-settings.ts';
import { AdDeleted, AdminAdCreate, AdminAdListResponse, AdminAdUpdate } from '../admin/ads.ts';
import { AdminAnalytics, AnalyticsQuery } from '../admin/analytics.ts';
import { AuditListQuery, AuditListResponse } from '../admin/audit.ts';
import { AdminOrderListQuery, AdminOrderListResponse, OrderExportQuery, OrdersCsv } from '../admin/orders.ts';
import { PlanCreate, PlanDeleted, PlanUpdate } from '../admin/plan-write.ts';
import { PortfolioCreate, PortfolioDeleted, PortfolioUpdate } from '../admin/portfolio-write.ts';
import {
  DeleteUploadRequest,
  DeleteUploadResponse,
  GalleryUploadRequest,
  GalleryUploadResponse,
  ImageUploadRequest,
  ImageUploadResponse,
  PlanFilesUploadRequest,
  PlanFilesUploadResponse,
} from '../admin/uploads.ts';
import {
  AdminUser,
  InviteUserRequest,
  RoleChangeRequest,
  UserIdPathParams,
  UserListQuery,
  UserListResponse,
  UserStatusRequest,
} from '../admin/users.ts';
import { ContactMessageRequest, ContactReceipt } from '../content/contact.ts';
import { NewsletterReceipt, NewsletterSignupRequest, NewsletterUnsubscribeQuery } from '../content/newsletter.ts';
import { PortfolioIdParams, PortfolioItem, PortfolioListResponse } from '../content/portfolio.ts';
import { SitemapXml } from '../content/site-pages.ts';
import { DownloadFileQuery, DownloadInfo, DownloadOrderParams, DownloadRedirect } from '../orders/downloads.ts';
import { Order, OrderIdParams, OrderListQuery, OrderListResponse } from '../orders/order.ts';
import { UserAnalytics, UserAnalyticsParams } from '../orders/user-analytics.ts';
import { InitializePaymentRequest, InitializePaymentResponse } from '../payments/initialize.ts';
import {
  PaymentVerification,
  PaymentVerificationEnvelope,
  VerifyPaymentRequest,
  VerifyReferenceParams,
} from '../payments/verify.ts';
import { WebhookReceipt } from '../payments/webhook.ts';
import { AdminPlan, PublicPlan } from '../plans/plan.ts';
import { PlanIdParams, PlanListQuery, PlanListResponse } from '../plans/plan-list-query.ts';
import { AdminSiteSettings, PublicSiteSettings, SiteSettingsUpdate } from '../settings/site-settings.ts';
import {
  Ad,
  AdClickRequest,
  AdEventReceipt,
  AdIdParams,
  AdImpressionRequest,
  AdListQuery,
  AdListResponse,
} from '../storefront/ads.ts';
import { Favorite, FavoriteListResponse, FavoriteRemoved, FavoriteRequest } from '../storefront/favorites.ts';
import {
  ReviewCreate,
  ReviewCreated,
  ReviewListQuery,
  ReviewListResponse,
  ReviewPlanParams,
  ReviewVoteParams,
  ReviewVoteRequest,
  ReviewVoteResult,
} from '../storefront/reviews.ts';

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
    /** Call Paystack: reads the Paystack secret key from Secrets Manager. */
    paystack?: 'use';
    /**
     * Presign plan-file links that live up to 7 days: reads the key of the signing identity (an IAM user
     * that may only read plan files), so the function's own role needs no access to the files.
     */
    planFileLinks?: 'sign';
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
  // Issue 4 (storefront depth): reviews, votes, favorites, ads and their counters.
  {
    name: 'list-reviews',
    method: 'GET',
    path: '/api/reviews/{planId}',
    auth: 'optional',
    handler: 'reviews/list-reviews',
    access: { table: 'read' },
    request: { params: ReviewPlanParams, query: ReviewListQuery },
    response: ReviewListResponse,
  },
  {
    name: 'create-review',
    method: 'POST',
    path: '/api/reviews',
    auth: 'user',
    handler: 'reviews/create-review',
    access: { table: 'write' },
    request: { body: ReviewCreate },
    response: ReviewCreated,
  },
  {
    name: 'vote-review',
    method: 'POST',
    path: '/api/reviews/{planId}/{reviewId}/vote',
    auth: 'user',
    handler: 'reviews/vote-review',
    access: { table: 'write' },
    request: { params: ReviewVoteParams, body: ReviewVoteRequest },
    response: ReviewVoteResult,
  },
  {
    name: 'list-favorites',
    method: 'GET',
    path: '/api/favorites',
    auth: 'user',
    handler: 'favorites/list-favorites',
    access: { table: 'read' },
    request: {},
    response: FavoriteListResponse,
  },
  {
    name: 'add-favorite',
    method: 'POST',
    path: '/api/favorites',
    auth: 'user',
    handler: 'favorites/add-favorite',
    access: { table: 'write' },
    request: { body: FavoriteRequest },
    response: Favorite,
  },
  {
    name: 'remove-favorite',
    method: 'DELETE',
    path: '/api/favorites',
    auth: 'user',
    handler: 'favorites/remove-favorite',
    access: { table: 'write' },
    request: { body: FavoriteRequest },
    response: FavoriteRemoved,
  },
  {
    name: 'list-ads',
    method: 'GET',
    path: '/api/ads',
    auth: 'public',
    handler: 'ads/list-ads',
    access: { table: 'read' },
    request: { query: AdListQuery },
    response: AdListResponse,
  },
  {
    name: 'record-ad-impression',
    method: 'POST',
    path: '/api/ads/{id}/impression',
    auth: 'public',
    handler: 'ads/record-ad-impression',
    access: { table: 'write' },
    request: { params: AdIdParams, body: AdImpressionRequest },
    response: AdEventReceipt,
  },
  {
    name: 'record-ad-click',
    method: 'POST',
    path: '/api/ads/{id}/click',
    auth: 'public',
    handler: 'ads/record-ad-click',
    access: { table: 'write' },
    request: { params: AdIdParams, body: AdClickRequest },
    response: AdEventReceipt,
  },
  // Issue 6 (admin area): staff writes. Every one is checked again in the handler and recorded in the audit trail.
  {
    name: 'get-admin-plan',
    method: 'GET',
    path: '/api/admin/plans/{id}',
    auth: 'admin',
    handler: 'admin/plans/get-admin-plan',
    access: { table: 'read' },
    request: { params: PlanIdParams },
    response: AdminPlan,
  },
  {
    name: 'create-plan',
    method: 'POST',
    path: '/api/plans',
    auth: 'admin',
    handler: 'admin/plans/create-plan',
    access: { table: 'write', planFiles: 'read' },
    request: { body: PlanCreate },
    response: AdminPlan,
  },
  {
    name: 'update-plan',
    method: 'PUT',
    path: '/api/plans/{id}',
    auth: 'admin',
    handler: 'admin/plans/update-plan',
    access: { table: 'write', planFiles: 'read' },
    request: { params: PlanIdParams, body: PlanUpdate },
    response: AdminPlan,
  },
  {
    name: 'delete-plan',
    method: 'DELETE',
    path: '/api/plans/{id}',
    auth: 'admin',
    handler: 'admin/plans/delete-plan',
    access: { table: 'write', planFiles: 'write', images: 'write' },
    request: { params: PlanIdParams },
    response: PlanDeleted,
  },
  {
    name: 'create-image-upload',
    method: 'POST',
    path: '/api/upload/image',
    auth: 'admin',
    handler: 'admin/uploads/create-image-upload',
    access: { images: 'write' },
    request: { body: ImageUploadRequest },
    response: ImageUploadResponse,
  },
  {
    name: 'create-gallery-upload',
    method: 'POST',
    path: '/api/upload/gallery',
    auth: 'admin',
    handler: 'admin/uploads/create-gallery-upload',
    access: { images: 'write' },
    request: { body: GalleryUploadRequest },
    response: GalleryUploadResponse,
  },
  {
    name: 'create-plan-files-upload',
    method: 'POST',
    path: '/api/upload/plan-files',
    auth: 'admin',
    handler: 'admin/uploads/create-plan-files-upload',
    access: { planFiles: 'write' },
    request: { body: PlanFilesUploadRequest },
    response: PlanFilesUploadResponse,
  },
  {
    name: 'delete-upload',
    method: 'DELETE',
    path: '/api/upload/delete',
    auth: 'admin',
    handler: 'admin/uploads/delete-upload',
    access: { table: 'write', images: 'write', planFiles: 'write' },
    request: { body: DeleteUploadRequest },
    response: DeleteUploadResponse,
  },
  {
    name: 'list-users',
    method: 'GET',
    path: '/api/users',
    auth: 'admin',
    handler: 'users/list-users',
    access: { table: 'read', identity: 'read' },
    request: { query: UserListQuery },
    response: UserListResponse,
  },
  {
    name: 'update-user-role',
    method: 'PUT',
    path: '/api/users/{id}/role',
    auth: 'admin',
    handler: 'users/update-user-role',
    access: { table: 'write', identity: 'write' },
    request: { params: UserIdPathParams, body: RoleChangeRequest },
    response: AdminUser,
  },
  {
    name: 'update-user-status',
    method: 'PUT',
    path: '/api/users/{id}/status',
    auth: 'admin',
    handler: 'users/update-user-status',
    access: { table: 'write', identity: 'write' },
    request: { params: UserIdPathParams, body: UserStatusRequest },
    response: AdminUser,
  },
  {
    name: 'invite-user',
    method: 'POST',
    path: '/api/users/invite',
    auth: 'admin',
    handler: 'users/invite-user',
    access: { table: 'write', identity: 'write' },
    request: { body: InviteUserRequest },
    response: AdminUser,
  },
  {
    name: 'create-portfolio-item',
    method: 'POST',
    path: '/api/portfolio',
    auth: 'admin',
    handler: 'admin/portfolio/create-portfolio-item',
    access: { table: 'write' },
    request: { body: PortfolioCreate },
    response: PortfolioItem,
  },
  {
    name: 'update-portfolio-item',
    method: 'PUT',
    path: '/api/portfolio/{id}',
    auth: 'admin',
    handler: 'admin/portfolio/update-portfolio-item',
    access: { table: 'write' },
    request: { params: PortfolioIdParams, body: PortfolioUpdate },
    response: PortfolioItem,
  },
  {
    name: 'delete-portfolio-item',
    method: 'DELETE',
    path: '/api/portfolio/{id}',
    auth: 'admin',
    handler: 'admin/portfolio/delete-portfolio-item',
    access: { table: 'write' },
    request: { params: PortfolioIdParams },
    response: PortfolioDeleted,
  },
  {
    name: 'get-site-settings',
    method: 'GET',
    path: '/api/settings',
    auth: 'public',
    handler: 'settings/get-site-settings',
    access: { table: 'read' },
    request: {},
    response: PublicSiteSettings,
  },
  {
    name: 'get-admin-site-settings',
    method: 'GET',
    path: '/api/admin/settings',
    auth: 'admin',
    handler: 'settings/get-admin-site-settings',
    access: { table: 'read' },
    request: {},
    response: AdminSiteSettings,
  },
  {
    name: 'update-site-settings',
    method: 'PUT',
    path: '/api/settings',
    auth: 'admin',
    handler: 'settings/update-site-settings',
    access: { table: 'write' },
    request: { body: SiteSettingsUpdate },
    response: AdminSiteSettings,
  },
  {
    name: 'list-audit-events',
    method: 'GET',
    path: '/api/admin/activity',
    auth: 'admin',
    handler: 'audit/list-audit-events',
    access: { table: 'read' },
    request: { query: AuditListQuery },
    response: AuditListResponse,
  },
  {
    name: 'get-analytics',
    method: 'GET',
    path: '/api/analytics',
    auth: 'admin',
    handler: 'analytics/get-analytics',
    // Reads the maintained daily aggregates, orders and audit trail; counts accounts in the user pool.
    access: { table: 'read', identity: 'read' },
    request: { query: AnalyticsQuery },
    response: AdminAnalytics,
  },
  {
    name: 'list-admin-ads',
    method: 'GET',
    path: '/api/admin/ads',
    auth: 'admin',
    handler: 'admin/ads/list-admin-ads',
    access: { table: 'read' },
    request: {},
    response: AdminAdListResponse,
  },
  {
    name: 'create-ad',
    method: 'POST',
    path: '/api/ads',
    auth: 'admin',
    handler: 'admin/ads/create-ad',
    access: { table: 'write' },
    request: { body: AdminAdCreate },
    response: Ad,
  },
  {
    name: 'update-ad',
    method: 'PUT',
    path: '/api/ads/{id}',
    auth: 'admin',
    handler: 'admin/ads/update-ad',
    access: { table: 'write' },
    request: { params: AdIdParams, body: AdminAdUpdate },
    response: Ad,
  },
  {
    name: 'delete-ad',
    method: 'DELETE',
    path: '/api/ads/{id}',
    auth: 'admin',
    handler: 'admin/ads/delete-ad',
    access: { table: 'write' },
    request: { params: AdIdParams },
    response: AdDeleted,
  },
  // Issue 5: checkout, Paystack payments, orders, downloads. Prices and completion are decided here, never by the browser.
  {
    name: 'initialize-payment',
    method: 'POST',
    path: '/api/payments/initialize',
    auth: 'user',
    handler: 'payments/initialize-payment',
    access: { table: 'write', paystack: 'use' },
    request: { body: InitializePaymentRequest },
    response: InitializePaymentResponse,
  },
  {
    name: 'verify-payment',
    method: 'GET',
    path: '/api/payments/verify/{reference}',
    auth: 'user',
    handler: 'payments/verify-payment',
    access: { table: 'write', paystack: 'use', email: 'send' },
    request: { params: VerifyReferenceParams },
    response: PaymentVerification,
  },
  {
    name: 'confirm-payment',
    method: 'POST',
    path: '/api/payments/verify',
    auth: 'user',
    handler: 'payments/confirm-payment',
    access: { table: 'write', paystack: 'use', email: 'send' },
    request: { body: VerifyPaymentRequest },
    response: PaymentVerificationEnvelope,
  },
  {
    name: 'payment-webhook',
    method: 'POST',
    path: '/api/payments/webhook',
    auth: 'public',
    handler: 'payments/payment-webhook',
    access: { table: 'write', paystack: 'use', email: 'send' },
    // No body schema: the signature is checked over the raw body before anything is parsed.
    request: {},
    response: WebhookReceipt,
  },
  {
    name: 'list-orders',
    method: 'GET',
    path: '/api/orders',
    auth: 'user',
    handler: 'orders/list-orders',
    access: { table: 'read' },
    request: { query: OrderListQuery },
    response: OrderListResponse,
  },
  // Admin Orders: every buyer's orders. A row of its own (not a scope of list-orders) so the admin check is the
  // route's auth level, enforced before any code runs and covered by the role matrix.
  {
    name: 'list-admin-orders',
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'admin',
    handler: 'orders/list-admin-orders',
    access: { table: 'read' },
    request: { query: AdminOrderListQuery },
    response: AdminOrderListResponse,
  },
  {
    name: 'export-orders',
    method: 'GET',
    path: '/api/orders/export',
    auth: 'admin',
    handler: 'orders/export-orders',
    access: { table: 'read' },
    request: { query: OrderExportQuery },
    response: OrdersCsv,
  },
  {
    name: 'get-order',
    method: 'GET',
    path: '/api/orders/{id}',
    auth: 'user',
    handler: 'orders/get-order',
    access: { table: 'read' },
    request: { params: OrderIdParams },
    response: Order,
  },
  {
    name: 'get-download',
    method: 'GET',
    path: '/api/downloads/{orderId}',
    auth: 'user',
    handler: 'downloads/get-download',
    access: { table: 'read', planFileLinks: 'sign' },
    request: { params: DownloadOrderParams },
    response: DownloadInfo,
  },
  {
    name: 'download-file',
    method: 'GET',
    path: '/api/downloads/{orderId}/file',
    auth: 'user',
    handler: 'downloads/download-file',
    access: { table: 'write', planFileLinks: 'sign' },
    request: { params: DownloadOrderParams, query: DownloadFileQuery },
    response: DownloadRedirect,
  },
  {
    name: 'get-user-analytics',
    method: 'GET',
    path: '/api/analytics/user/{userId}',
    auth: 'user',
    handler: 'analytics/get-user-analytics',
    access: { table: 'read' },
    request: { params: UserAnalyticsParams },
    response: UserAnalytics,
  },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];

export function routeByName<N extends RouteName>(name: N): Extract<(typeof routes)[number], { name: N }> {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route as Extract<(typeof routes)[number], { name: N }>;
}
