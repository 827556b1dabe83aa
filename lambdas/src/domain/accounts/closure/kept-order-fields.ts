/**
 * What an order keeps once its buyer closed their account: what the firm must keep for its accounts and tax
 * records (the invoice and credit note as issued: numbers, dates, amounts, tax, who they were made out to) and what
 * keeps the licence already issued valid (what was bought, when, the name the licence carries and the files it
 * covers). Everything else personal goes: the buyer's id (replaced by the closure's reference), their email (emptied),
 * and any attribute not listed here, including ones added later, so a new personal field is removed by default.
 */
export const KEPT_ORDER_FIELDS: ReadonlySet<string> = new Set([
  // The order and what was bought (the plan's facts are the catalogue's, not the buyer's).
  'id',
  'entity',
  'plan_id',
  'plan_title',
  'plan_type',
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'image_url',
  'package_type',
  'tier',
  'files',
  'language',
  // Money, tax and the documents: the invoice and credit note must read as issued.
  'amount',
  'amount_pesewas',
  'currency',
  'tax',
  'billing',
  'invoice_number',
  'credit_note_number',
  // Payment and its history, as the payment provider and the accounts know them.
  'status',
  'payment_status',
  'payment_method',
  'channel',
  'reference',
  'created_at',
  'paid_at',
  'expires_at',
  'failure_reason',
  'download_count',
  'last_download_at',
  'downloaded_files',
  'refunded_at',
  'refund_status',
  'refund_reason',
  'refunded_by',
  'refunded_from',
  'refund_settled_at',
  'refund_version',
  'dispute_status',
  'dispute_opened_at',
  'dispute_resolved_at',
  'dispute_resolution',
  // The licence already issued names its holder; it stays valid (and its stamped files unchanged).
  'licenceName',
  // Rewritten by the closure itself.
  'user_id',
  'user_email',
]);
