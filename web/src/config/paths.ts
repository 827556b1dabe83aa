import { giftClaimPath } from '@shop/shared/orders/gift-claim-path';
import { msg } from '../i18n/msg.ts';

/** Every path the app links to or routes on; components never spell a path themselves. */
const staticPage = <const P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: staticPage('/'),
  plans: { path: '/plans', getHref: (search = '') => (search ? `/plans?${search}` : '/plans') },
  plan: { path: '/plans/:id', getHref: (id: string) => `/plans/${encodeURIComponent(id)}` },
  about: staticPage('/about'),
  contact: staticPage('/contact'),
  services: staticPage('/services'),
  portfolio: staticPage('/portfolio'),
  portfolioItem: { path: '/portfolio/:id', getHref: (id: string) => `/portfolio/${encodeURIComponent(id)}` },
  blog: staticPage('/blog'),
  howItWorks: staticPage('/how-it-works'),
  faq: staticPage('/faq'),
  checkout: staticPage('/checkout'),
  paymentVerify: staticPage('/payment/verify'),
  // The id is optional in the route so /download/ shows 'Invalid Download Link', not the 404 page.
  download: { path: '/download/:orderId?', getHref: (orderId: string) => `/download/${encodeURIComponent(orderId)}` },
  terms: staticPage('/terms'),
  privacy: staticPage('/privacy'),
  cookies: staticPage('/cookies'),
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  newsletterUnsubscribed: staticPage('/newsletter/unsubscribed'),
  newsletterConfirmed: staticPage('/newsletter/confirmed'),
  register: staticPage('/auth/register'),
  userArea: staticPage('/user'),
  userDashboard: staticPage('/user/dashboard'),
  userProfile: staticPage('/user/profile'),
  userOrders: staticPage('/user/orders'),
  userInvoice: {
    path: '/user/orders/:orderId/invoice',
    getHref: (orderId: string) => `/user/orders/${encodeURIComponent(orderId)}/invoice`,
  },
  userFavorites: staticPage('/user/favorites'),
  userLibrary: staticPage('/user/library'),
  userDownload: {
    path: '/user/downloads/:orderId?',
    getHref: (orderId: string) => `/user/downloads/${encodeURIComponent(orderId)}`,
  },
  userSettings: {
    path: '/user/settings',
    getHref: (hash = '') => (hash ? `/user/settings#${hash}` : '/user/settings'),
  },
  adminArea: staticPage('/admin'),
  adminLogin: staticPage('/admin/login'),
  adminDashboard: staticPage('/admin/dashboard'),
  adminAnalytics: staticPage('/admin/analytics'),
  adminPlans: staticPage('/admin/plans'),
  adminPlanImport: staticPage('/admin/plans/import'),
  adminOrders: staticPage('/admin/orders'),
  adminUsers: staticPage('/admin/users'),
  adminPortfolio: staticPage('/admin/portfolio'),
  adminAds: staticPage('/admin/ads'),
  adminSettings: staticPage('/admin/settings'),
  adminInviteUser: staticPage('/admin/invite-user'),
  adminRequestQuote: {
    path: '/admin/requests/:requestId/quote',
    getHref: (requestId: string) => `/admin/requests/${encodeURIComponent(requestId)}/quote`,
  },
  userRequestQuote: {
    path: '/user/requests/:requestId/quote',
    getHref: (requestId: string) => `/user/requests/${encodeURIComponent(requestId)}/quote`,
  },
  adminPromotions: staticPage('/admin/promotions'),
  giftClaim: {
    path: '/gift/claim',
    getHref: giftClaimPath,
  },
  // The request desk (decision 0061): the form, a visitor's thread (private link), the buyer's list and thread, staff's desk.
  requestNew: {
    path: '/requests/new',
    getHref: (about: { order?: string; plan?: string; service?: string }) =>
      `/requests/new?${new URLSearchParams(Object.entries(about).filter((entry): entry is [string, string] => !!entry[1])).toString()}`,
  },
  requestThread: { path: '/requests/:id', getHref: (id: string) => `/requests/${encodeURIComponent(id)}` },
  userRequests: staticPage('/user/requests'),
  userRequest: { path: '/user/requests/:id', getHref: (id: string) => `/user/requests/${encodeURIComponent(id)}` },
  adminRequests: staticPage('/admin/requests'),
} as const;

/** The signed-in menu in the header and the user area's own navigation. */
export const accountLinks = [
  { label: msg('Dashboard'), to: paths.userDashboard.getHref() },
  { label: msg('Profile'), to: paths.userProfile.getHref() },
  { label: msg('Orders'), to: paths.userOrders.getHref() },
  { label: msg('My plans'), to: paths.userLibrary.getHref() },
  { label: msg('Favorites'), to: paths.userFavorites.getHref() },
] as const;

export const headerLinks = [
  { label: msg('Home'), to: paths.home.getHref() },
  { label: msg('Plans'), to: paths.plans.getHref() },
  { label: msg('Services'), to: paths.services.getHref() },
  { label: msg('About'), to: paths.about.getHref() },
  { label: msg('Contact'), to: paths.contact.getHref() },
] as const;

export const footerQuickLinks = [
  { label: msg('House Plans'), to: paths.plans.getHref() },
  { label: msg('Services'), to: paths.services.getHref() },
  { label: msg('About Us'), to: paths.about.getHref() },
  { label: msg('Contact'), to: paths.contact.getHref() },
  { label: msg('How It Works'), to: paths.howItWorks.getHref() },
  { label: msg('FAQ'), to: paths.faq.getHref() },
] as const;

export const footerLegalLinks = [
  { label: msg('Terms of Service'), to: paths.terms.getHref() },
  { label: msg('Privacy Policy'), to: paths.privacy.getHref() },
  { label: msg('Cookie Policy'), to: paths.cookies.getHref() },
] as const;
