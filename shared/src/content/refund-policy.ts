/** The refund rules; the FAQ, checkout and Terms all state them from here. */
export const REFUND_POLICY = {
  /** Money-back guarantee period after purchase. */
  days: 30,
  /** How long a refund takes to reach the buyer, in business days. */
  processingDays: '5-7',
  /** A refund is possible only while the plan files have not been downloaded. */
  requiresNotDownloaded: true,
  /** One refund per customer per plan. */
  perCustomerPerPlan: 1,
} as const;

/** Notice given before material changes to the Terms take effect. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;
/** The shop does not serve persons under this age (as the Privacy Policy says). */
export const MINIMUM_CUSTOMER_AGE = 18;
