import type { RouteDefinition } from './route-definition.ts';
import { addFavoriteRoute } from './routes/add-favorite.ts';
import { checkPromotionRoute } from './routes/check-promotion.ts';
import { claimGiftRoute } from './routes/claim-gift.ts';
import { closeAccountRoute } from './routes/close-account.ts';
import { closeUserAccountRoute } from './routes/close-user-account.ts';
import { confirmNewsletterRoute } from './routes/confirm-newsletter.ts';
import { confirmNewsletterSubscriptionRoute } from './routes/confirm-newsletter-subscription.ts';
import { confirmPaymentRoute } from './routes/confirm-payment.ts';
import { coverRequestQuoteRoute } from './routes/cover-request-quote.ts';
import { createAdRoute } from './routes/create-ad.ts';
import { createAvatarUploadRoute } from './routes/create-avatar-upload.ts';
import { createGalleryUploadRoute } from './routes/create-gallery-upload.ts';
import { createImageUploadRoute } from './routes/create-image-upload.ts';
import { createPlanRoute } from './routes/create-plan.ts';
import { createPlanFilesUploadRoute } from './routes/create-plan-files-upload.ts';
import { createPlanImportRoute } from './routes/create-plan-import.ts';
import { createPortfolioItemRoute } from './routes/create-portfolio-item.ts';
import { createPromotionRoute } from './routes/create-promotion.ts';
// The request desk (decision 0061).
import { createRequestRoute } from './routes/create-request.ts';
import { createRequestDeliveryUploadRoute } from './routes/create-request-delivery-upload.ts';
import { createRequestUploadRoute } from './routes/create-request-upload.ts';
import { createReviewRoute } from './routes/create-review.ts';
import { decideRefundRequestRoute } from './routes/decide-refund-request.ts';
import { deleteAdRoute } from './routes/delete-ad.ts';
import { deletePlanRoute } from './routes/delete-plan.ts';
import { deletePortfolioItemRoute } from './routes/delete-portfolio-item.ts';
import { deleteUploadRoute } from './routes/delete-upload.ts';
import { deliverRequestFilesRoute } from './routes/deliver-request-files.ts';
import { downloadFileRoute } from './routes/download-file.ts';
import { dryRunPlanImportRoute } from './routes/dry-run-plan-import.ts';
import { exportAccountDataRoute } from './routes/export-account-data.ts';
import { exportOrdersRoute } from './routes/export-orders.ts';
import { exportPlansRoute } from './routes/export-plans.ts';
import { exportUserDataRoute } from './routes/export-user-data.ts';
import { extendOrderWindowRoute } from './routes/extend-order-window.ts';
import { getAdminPlanRoute } from './routes/get-admin-plan.ts';
import { getAdminSiteSettingsRoute } from './routes/get-admin-site-settings.ts';
import { getAnalyticsRoute } from './routes/get-analytics.ts';
import { getArticlePageRoute } from './routes/get-article-page.ts';
import { getDownloadRoute } from './routes/get-download.ts';
import { getFirmPageRoute } from './routes/get-firm-page.ts';
import { getOrderRoute } from './routes/get-order.ts';
import { getOrderDocumentRoute } from './routes/get-order-document.ts';
import { getPlanRoute } from './routes/get-plan.ts';
import { getPlanImportRoute } from './routes/get-plan-import.ts';
import { getPlanOffersRoute } from './routes/get-plan-offers.ts';
import { getPlanPageRoute } from './routes/get-plan-page.ts';
import { getPortfolioItemRoute } from './routes/get-portfolio-item.ts';
import { getProfileRoute } from './routes/get-profile.ts';
import { getProjectPageRoute } from './routes/get-project-page.ts';
import { getRequestRoute } from './routes/get-request.ts';
import { getRequestAnalyticsRoute } from './routes/get-request-analytics.ts';
import { getRequestAttachmentRoute } from './routes/get-request-attachment.ts';
import { getRequestQuoteRoute } from './routes/get-request-quote.ts';
import { getSiteSettingsRoute } from './routes/get-site-settings.ts';
import { getSitemapRoute } from './routes/get-sitemap.ts';
import { getUploadStatusRoute } from './routes/get-upload-status.ts';
import { getUserAnalyticsRoute } from './routes/get-user-analytics.ts';
import { getUserSettingsRoute } from './routes/get-user-settings.ts';
import { initializePaymentRoute } from './routes/initialize-payment.ts';
import { inviteUserRoute } from './routes/invite-user.ts';
import { listAdminAdsRoute } from './routes/list-admin-ads.ts';
import { listAdminOrdersRoute } from './routes/list-admin-orders.ts';
import { listAdminPortfolioRoute } from './routes/list-admin-portfolio.ts';
import { listAdminRequestsRoute } from './routes/list-admin-requests.ts';
import { listAdsRoute } from './routes/list-ads.ts';
import { listAuditEventsRoute } from './routes/list-audit-events.ts';
import { listCustomizedFilesRoute } from './routes/list-customized-files.ts';
import { listFavoritesRoute } from './routes/list-favorites.ts';
import { listLibraryRoute } from './routes/list-library.ts';
import { listOrdersRoute } from './routes/list-orders.ts';
import { listOwnRequestsRoute } from './routes/list-own-requests.ts';
import { listPlanFileVersionsRoute } from './routes/list-plan-file-versions.ts';
import { listPlansRoute } from './routes/list-plans.ts';
import { listPortfolioRoute } from './routes/list-portfolio.ts';
import { listPromotionsRoute } from './routes/list-promotions.ts';
import { listRequestQuotesRoute } from './routes/list-request-quotes.ts';
import { listReviewsRoute } from './routes/list-reviews.ts';
import { listUsersRoute } from './routes/list-users.ts';
import { noteSignInRoute } from './routes/note-sign-in.ts';
import { payRequestQuoteRoute } from './routes/pay-request-quote.ts';
import { paymentWebhookRoute } from './routes/payment-webhook.ts';
import { postRequestMessageRoute } from './routes/post-request-message.ts';
import { postStaffRequestMessageRoute } from './routes/post-staff-request-message.ts';
import { recordAdClickRoute } from './routes/record-ad-click.ts';
import { recordAdImpressionRoute } from './routes/record-ad-impression.ts';
import { refundOrderRoute } from './routes/refund-order.ts';
import { removeFavoriteRoute } from './routes/remove-favorite.ts';
import { reopenLibraryWindowRoute } from './routes/reopen-library-window.ts';
import { requestClosureCodeRoute } from './routes/request-closure-code.ts';
import { requestRefundRoute } from './routes/request-refund.ts';
import { resendConfirmationRoute } from './routes/resend-confirmation.ts';
import { resendGiftRoute } from './routes/resend-gift.ts';
import { resetUserTwoFactorRoute } from './routes/reset-user-two-factor.ts';
import { revisePlanFileRoute } from './routes/revise-plan-file.ts';
import { sendContactMessageRoute } from './routes/send-contact-message.ts';
import { sendRequestQuoteRoute } from './routes/send-request-quote.ts';
import { setTwoFactorRoute } from './routes/set-two-factor.ts';
import { startPlanImportRoute } from './routes/start-plan-import.ts';
import { subscribeNewsletterRoute } from './routes/subscribe-newsletter.ts';
import { unsubscribeNewsletterRoute } from './routes/unsubscribe-newsletter.ts';
import { unsubscribeNewsletterOneClickRoute } from './routes/unsubscribe-newsletter-one-click.ts';
import { updateAdRoute } from './routes/update-ad.ts';
import { updateAdminRequestRoute } from './routes/update-admin-request.ts';
import { updatePlanRoute } from './routes/update-plan.ts';
import { updatePortfolioItemRoute } from './routes/update-portfolio-item.ts';
import { updateProfileRoute } from './routes/update-profile.ts';
import { updatePromotionRoute } from './routes/update-promotion.ts';
import { updateSiteSettingsRoute } from './routes/update-site-settings.ts';
import { updateUserRoleRoute } from './routes/update-user-role.ts';
import { updateUserSettingsRoute } from './routes/update-user-settings.ts';
import { updateUserStatusRoute } from './routes/update-user-status.ts';
import { verifyPaymentRoute } from './routes/verify-payment.ts';
import { voteReviewRoute } from './routes/vote-review.ts';

export { AUTH_LEVELS, type AuthLevel, defineRoute, type HttpMethod, type RouteDefinition } from './route-definition.ts';

/**
 * Every endpoint of the shop. The CDK stack, the local API adapter, the docs and the route-table tests loop over
 * this; handlers and the web client import their own row from ./routes/ instead, so they do not carry the rest.
 */
export const routes = [
  listPlansRoute,
  getPlanRoute,
  getProfileRoute,
  updateProfileRoute,
  getUserSettingsRoute,
  updateUserSettingsRoute,
  createAvatarUploadRoute,
  sendContactMessageRoute,
  subscribeNewsletterRoute,
  confirmNewsletterRoute,
  unsubscribeNewsletterRoute,
  unsubscribeNewsletterOneClickRoute,
  listPortfolioRoute,
  getPortfolioItemRoute,
  getSitemapRoute,
  getPlanPageRoute,
  // Storefront depth: reviews, votes, favorites, ads and their counters.
  listReviewsRoute,
  createReviewRoute,
  voteReviewRoute,
  listFavoritesRoute,
  addFavoriteRoute,
  removeFavoriteRoute,
  listAdsRoute,
  recordAdImpressionRoute,
  recordAdClickRoute,
  // Admin area: staff writes. Every one is checked again in the handler and recorded in the audit trail.
  getAdminPlanRoute,
  listPlanFileVersionsRoute,
  revisePlanFileRoute,
  createPlanRoute,
  updatePlanRoute,
  deletePlanRoute,
  createImageUploadRoute,
  createGalleryUploadRoute,
  createPlanFilesUploadRoute,
  deleteUploadRoute,
  getUploadStatusRoute,
  listUsersRoute,
  updateUserRoleRoute,
  updateUserStatusRoute,
  inviteUserRoute,
  createPortfolioItemRoute,
  updatePortfolioItemRoute,
  deletePortfolioItemRoute,
  listAdminPortfolioRoute,
  getSiteSettingsRoute,
  getAdminSiteSettingsRoute,
  updateSiteSettingsRoute,
  listAuditEventsRoute,
  getAnalyticsRoute,
  listAdminAdsRoute,
  createAdRoute,
  updateAdRoute,
  deleteAdRoute,
  // Checkout, Paystack payments, orders, downloads. Prices and completion are decided here, never by the browser.
  initializePaymentRoute,
  verifyPaymentRoute,
  confirmPaymentRoute,
  paymentWebhookRoute,
  listOrdersRoute,
  listAdminOrdersRoute,
  exportOrdersRoute,
  exportPlansRoute,
  createPlanImportRoute,
  dryRunPlanImportRoute,
  startPlanImportRoute,
  getPlanImportRoute,
  getOrderRoute,
  getOrderDocumentRoute,
  getDownloadRoute,
  downloadFileRoute,
  getUserAnalyticsRoute,
  // Money and trust paths staff need (decision 0020): refund, window extension, resend of the confirmation.
  refundOrderRoute,
  extendOrderWindowRoute,
  resendConfirmationRoute,
  // Two-factor sign-in: one's own authenticator app on or off, and a super admin's reset of a staff member's.
  setTwoFactorRoute,
  noteSignInRoute,
  resetUserTwoFactorRoute,
  // Promotion codes: staff manage them; checkout's Apply previews one (payment start applies it).
  listPromotionsRoute,
  createPromotionRoute,
  updatePromotionRoute,
  checkPromotionRoute,
  // A buyer's plan library: upgrades and extra build licences of plans they hold (decision 0054).
  getPlanOffersRoute,
  // Gifts: the recipient claims with their own account; the giver re-sends an unclaimed gift's mail.
  claimGiftRoute,
  resendGiftRoute,
  // The buyer's plan library (reopening a closed window on their own) and their refund requests, which staff decide.
  listLibraryRoute,
  reopenLibraryWindowRoute,
  requestRefundRoute,
  decideRefundRequestRoute,
  // A buyer's data rights: their data as a file, and closing their account (by themselves or by a super admin).
  exportAccountDataRoute,
  closeAccountRoute,
  closeUserAccountRoute,
  exportUserDataRoute,
  requestClosureCodeRoute,
  // Newsletter mail links land on a page; its button confirms with a POST (mail scanners only GET).
  confirmNewsletterSubscriptionRoute,
  // Portfolio projects' and blog articles' own HTML, rendered at the origin as the plan pages are.
  getProjectPageRoute,
  getArticlePageRoute,
  // The request desk (decision 0061): requests from orders, plan pages and services, their threads and the staff desk.
  createRequestUploadRoute,
  createRequestRoute,
  listOwnRequestsRoute,
  getRequestRoute,
  postRequestMessageRoute,
  getRequestAttachmentRoute,
  listAdminRequestsRoute,
  getRequestAnalyticsRoute,
  updateAdminRequestRoute,
  postStaffRequestMessageRoute,
  // Desk requests' quotes paid like plans and customized drawings delivered into the buyer's order (decision 0062).
  sendRequestQuoteRoute,
  listRequestQuotesRoute,
  coverRequestQuoteRoute,
  createRequestDeliveryUploadRoute,
  deliverRequestFilesRoute,
  getRequestQuoteRoute,
  payRequestQuoteRoute,
  listCustomizedFilesRoute,
  // Home and Contact with the firm's structured data, rendered at the origin from the site settings.
  getFirmPageRoute,
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];

export function routeByName<N extends RouteName>(name: N): Extract<(typeof routes)[number], { name: N }> {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route as Extract<(typeof routes)[number], { name: N }>;
}
