/**
 * Every query key of the app, made here and nowhere else. A key's first part is its area: invalidating an area's root
 * (`queryKeys.plans.all`) reaches every key built under it, so the roots below are what writes invalidate. Keys under
 * `account` and the person's id are removed on sign-out, so nothing of one person is shown to the next.
 */
export const queryKeys = {
  plans: {
    all: ['plans'] as const,
    lists: ['plans', 'list'] as const,
    list: (language: string, query: unknown) => ['plans', 'list', language, query] as const,
    featured: (language: string) => ['plans', 'featured', language] as const,
    /** Every language's copy of one plan (a prefix of `detail`). */
    anyDetail: (id: string) => ['plans', 'detail', id] as const,
    detail: (id: string, language: string) => ['plans', 'detail', id, language] as const,
    adminAll: ['plans', 'admin-all'] as const,
    adminPage: (query: unknown) => ['plans', 'admin-page', query] as const,
    adminOne: (id: string) => ['plans', 'admin-one', id] as const,
    fileVersions: (id: string) => ['plans', 'file-versions', id] as const,
    import: (id: string) => ['plans', 'import', id] as const,
  },
  account: {
    all: ['account'] as const,
    person: (userId: string) => ['account', userId] as const,
    profile: (userId: string) => ['account', userId, 'profile'] as const,
    settings: (userId: string) => ['account', userId, 'settings'] as const,
    orders: (userId: string) => ['account', userId, 'orders'] as const,
    library: (userId: string) => ['account', userId, 'library'] as const,
    analytics: (userId: string) => ['account', userId, 'analytics'] as const,
    planOffers: (userId: string, planId: string) => ['account', userId, 'plan-offers', planId] as const,
    requestQuote: (userId: string, requestId: string) => ['account', userId, 'request-quote', requestId] as const,
    customizedFiles: (userId: string, orderId: string) => ['account', userId, 'customized-files', orderId] as const,
  },
  favorites: (userId: string) => ['favorites', userId] as const,
  reviews: (planId: string, userId: string) => ['reviews', planId, userId] as const,
  downloads: (orderId: string) => ['downloads', orderId] as const,
  portfolio: {
    all: ['portfolio'] as const,
    list: ['portfolio', 'list'] as const,
    detail: (id: string) => ['portfolio', 'detail', id] as const,
    admin: ['portfolio', 'admin'] as const,
  },
  ads: {
    all: ['ads'] as const,
    page: (page: string) => ['ads', page] as const,
  },
  siteSettings: ['site-settings'] as const,
  payments: {
    verify: (reference: string, round: number) => ['payments', 'verify', reference, round] as const,
  },
  authenticatorApp: (userId: string) => ['auth', 'authenticator-app', userId] as const,
  requests: {
    thread: (id: string, token: string) => ['requests', id, token] as const,
    own: ['requests', 'own'] as const,
  },
  admin: {
    /** Every filter of the admin order list (a prefix of `orders`). */
    allOrders: ['admin', 'orders'] as const,
    orders: (filters: unknown) => ['admin', 'orders', filters] as const,
    users: ['admin', 'users'] as const,
    promotions: ['admin', 'promotions'] as const,
    siteSettings: ['admin', 'site-settings'] as const,
    analytics: (period: unknown) => ['admin', 'analytics', period] as const,
    ads: ['admin', 'ads'] as const,
    /** Every page and filter of the request desk (a prefix of `requests`). */
    allRequests: ['admin', 'requests'] as const,
    requests: (query: unknown) => ['admin', 'requests', query] as const,
    requestAnalytics: (from: string, to: string) => ['admin', 'request-analytics', from, to] as const,
    requestQuotes: (requestId: string) => ['admin', 'request-quotes', requestId] as const,
  },
} as const;
