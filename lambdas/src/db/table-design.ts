import { shownRating } from '@shop/shared/plans/shown-rating';
/**
 * The single-table key design: attribute and index names, and how each entity maps its access
 * patterns onto them. infra (the CDK table) and local (the dynalite table) both build the table from
 * this file; docs/data-model.md explains every access pattern.
 */

export const TABLE_KEYS = { partition: 'pk', sort: 'sk' } as const;

/**
 * The table's TTL attribute (epoch seconds): DynamoDB deletes an item some time after it passes. Only
 * short-lived items carry it (rate-limit counters, ad event markers); an order's download window is kept in
 * `expires_at` (an ISO date), a different name, so no TTL can ever sweep an order. Code still checks expiry
 * itself: TTL deletes late (hours), and dynalite offline has none.
 */
export const TTL_ATTRIBUTE = 'ttl';

/** Generic GSIs, all projecting every attribute. Entities give them meaning (see keys below). */
export const GSIS = [
  { name: 'gsi1', partition: 'gsi1pk', sort: 'gsi1sk' },
  { name: 'gsi2', partition: 'gsi2pk', sort: 'gsi2sk' },
  { name: 'gsi3', partition: 'gsi3pk', sort: 'gsi3sk' },
  { name: 'gsi4', partition: 'gsi4pk', sort: 'gsi4sk' },
] as const;

export type GsiName = (typeof GSIS)[number]['name'];

/** Every key attribute is a string. */
export const KEY_ATTRIBUTES = [TABLE_KEYS.partition, TABLE_KEYS.sort, ...GSIS.flatMap((g) => [g.partition, g.sort])];

/** Left-pads a non-negative integer so that string order equals number order. */
export function sortableNumber(value: number, width = 12): string {
  return Math.max(0, Math.round(value)).toString().padStart(width, '0');
}

/** The sort key of a list by creation time: the time, then the id, so two items of one instant keep one order. */
export const creationSortKey = (createdAt: string, id: string) => `${createdAt}#${id}`;

/**
 * Plans. Each sort order of the catalogue is a GSI whose partition is the plan status, so one Query
 * reads plans of a status in that order; type, bedrooms, price band and text are filter expressions
 * over that partition (hundreds of plans: cheap, and any combination works).
 *   base:  pk PLAN#{id}            sk PLAN
 *   gsi1:  PLANS#{status}          {featured 1|0}#{created_at}   -> featured first, newest first
 *   gsi2:  PLANS#{status}          {basic price in pesewas}      -> price either way
 *   gsi3:  PLANS#{status}          {rating x 1000}#{count}       -> highest rated
 *   gsi4:  PLANS#{status}          {downloads}                   -> most downloaded
 */
export const planKeys = {
  pk: (id: string) => `PLAN#${id}`,
  sk: 'PLAN',
  statusPartition: (status: string) => `PLANS#${status}`,
  featuredSort: (featured: boolean, createdAt: string) => `${featured ? 1 : 0}#${createdAt}`,
  priceSort: (basicPricePesewas: number) => sortableNumber(basicPricePesewas),
  /**
   * By the rating as shown (one decimal), then by how many reviews: two plans both showing 4.7 are not
   * reordered by hidden decimals. Kept in thousandths so keys written before this rule still sort among these.
   */
  ratingSort: (average: number, count: number) =>
    `${sortableNumber(shownRating(average) * 1000, 5)}#${sortableNumber(count, 8)}`,
  downloadsSort: (downloads: number) => sortableNumber(downloads),
  /** The index whose sort key holds each of those orders (see PLAN_SORT_INDEX). */
  featuredIndex: 'gsi1',
  priceIndex: 'gsi2',
  ratingIndex: 'gsi3',
  downloadsIndex: 'gsi4',
} as const;

/** The GSI that serves each catalogue sort, and its direction. */
export const PLAN_SORT_INDEX = {
  featured: { index: 'gsi1', forward: false },
  'price-asc': { index: 'gsi2', forward: true },
  'price-desc': { index: 'gsi2', forward: false },
  rating: { index: 'gsi3', forward: false },
  downloads: { index: 'gsi4', forward: false },
} as const satisfies Record<string, { index: GsiName; forward: boolean }>;

/**
 * Accounts. Users themselves live in Cognito (email, groups, creation date); the table keeps what a
 * user writes about themselves and their preferences, one item each under the user's partition, so
 * later per-user items (favorites, orders) sit beside them.
 *   profile:   pk USER#{sub}   sk PROFILE
 *   settings:  pk USER#{sub}   sk SETTINGS
 */
export const accountKeys = {
  pk: (sub: string) => `USER#${sub}`,
  /** The user a partition key of theirs names. */
  subOf: (pk: string) => pk.replace(/^USER#/, ''),
  profileSk: 'PROFILE',
  settingsSk: 'SETTINGS',
} as const;

/**
 * Portfolio projects. One partition on gsi1 holds every project, sorted by creation time, so the public
 * list is one Query newest first (tens of projects, not thousands).
 *   base:  pk PORTFOLIO#{id}   sk PORTFOLIO
 *   gsi1:  PORTFOLIO           {created_at}#{id}
 */
export const portfolioKeys = {
  pk: (id: string) => `PORTFOLIO#${id}`,
  sk: 'PORTFOLIO',
  listIndex: 'gsi1',
  listPartition: 'PORTFOLIO',
  listSort: creationSortKey,
} as const;

/**
 * Contact messages. The id is the client's submission id, so a retried submission hits the same item
 * (conditional put) and is neither stored nor mailed twice. gsi1 lists them newest first for staff.
 *   base:  pk CONTACT#{id}   sk CONTACT
 *   gsi1:  CONTACTS          {created_at}#{id}
 */
export const contactKeys = {
  pk: (id: string) => `CONTACT#${id}`,
  sk: 'CONTACT',
  listIndex: 'gsi1',
  listPartition: 'CONTACTS',
  listSort: creationSortKey,
} as const;

/**
 * Newsletter subscribers, one item per (lower-cased) address: a conditional put stores each once.
 * gsi1 lists them newest first for staff.
 *   base:  pk NEWSLETTER#{email}   sk SUBSCRIBER
 *   gsi1:  NEWSLETTER              {created_at}#{email}
 */
export const newsletterKeys = {
  pk: (email: string) => `NEWSLETTER#${email}`,
  sk: 'SUBSCRIBER',
  listIndex: 'gsi1',
  listPartition: 'NEWSLETTER',
  listSort: creationSortKey,
} as const;

/**
 * Rate-limit counters: one item per action, client and fixed window, counted up with a conditional
 * UpdateItem ADD. The window start is in the key, so an old window is simply never read again;
 * `ttl` (TTL_ATTRIBUTE, epoch seconds) lets the table's TTL sweep them, since dynalite offline has no TTL.
 *   base:  pk RATE#{action}#{client}   sk {window start, ISO time}
 */
export const rateLimitKeys = {
  pk: (action: string, client: string) => `RATE#${action}#${client}`,
  sk: (windowStart: string) => windowStart,
} as const;

/**
 * Site settings (admin Settings tabs): one item; absent until staff first save, read as defaults.
 *   base:  pk SETTINGS   sk SITE
 */
export const siteSettingsKeys = {
  pk: 'SETTINGS',
  sk: 'SITE',
} as const;

/**
 * Audit trail of admin changes. One partition on gsi1 holds every event by time, so "the latest N" and
 * "between two dates" are one Query each (staff changes are a few a day: no hot partition).
 *   base:  pk AUDIT#{id}   sk AUDIT
 *   gsi1:  AUDIT           {at}#{id}
 */
export const auditKeys = {
  pk: (id: string) => `AUDIT#${id}`,
  sk: 'AUDIT',
  listIndex: 'gsi1',
  listPartition: 'AUDIT',
  listSort: creationSortKey,
} as const;

/**
 * Orders. The payment reference is derived from the order id (`thp_{id}`), so a webhook or a verify
 * call finds its order with one GetItem, never through an index that may lag behind the write.
 *   base:  pk ORDER#{id}            sk ORDER
 *   gsi1:  USER#{sub}#ORDERS        {created_at}#{id}   -> a user's orders, newest first
 *   gsi3:  ORDERS#{status}          {created_at}#{id}   -> orders of a status by date (pending ones for reconciliation)
 *   gsi4:  ORDERS                   {created_at}#{id}   -> all orders newest first, by date range (admin)
 */
export const orderKeys = {
  pk: (id: string) => `ORDER#${id}`,
  sk: 'ORDER',
  /** The order's delivery (stamped copies, certificate, ZIP; decision 0024), an item of its own beside the order. */
  deliverySk: 'DELIVERY',
  userIndex: 'gsi1',
  statusIndex: 'gsi3',
  allIndex: 'gsi4',
  userPartition: (sub: string) => `USER#${sub}#ORDERS`,
  statusPartition: (status: string) => `ORDERS#${status}`,
  allPartition: 'ORDERS',
  timeSort: creationSortKey,
} as const;

/**
 * Invoice and credit-note counters (decision 0046): one item per kind and year, counted up with UpdateItem ADD, which
 * DynamoDB applies atomically, so two callers never get the same value. Written only by the caller that settled a
 * payment or a refund, so each value is used by one document.
 *   base:  pk COUNTER#{INV|CN}#{year}   sk COUNTER
 */
export const counterKeys = {
  pk: (kind: string, year: number) => `COUNTER#${kind}#${year}`,
  sk: 'COUNTER',
} as const;

/**
 * Reviews sit in their plan's partition. A review's id is derived from plan and author, so its
 * conditional put is also the "one review per user per plan" rule (one item, no transaction). Votes
 * are a map voter -> vote on the review item, so a vote and the counts change in one UpdateItem.
 *   base:  pk PLAN#{planId}      sk REVIEW#{reviewId}
 *   gsi1:  REVIEWS#{planId}      {created_at}#{reviewId}      -> a plan's reviews newest first, paged
 */
export const reviewKeys = {
  pk: (planId: string) => planKeys.pk(planId),
  sk: (reviewId: string) => `REVIEW#${reviewId}`,
  skPrefix: 'REVIEW#',
  listIndex: 'gsi1',
  listPartition: (planId: string) => `REVIEWS#${planId}`,
  listSort: creationSortKey,
  /** An author's reviews (their data export and account closure): gsi2 USER#{sub}#REVIEWS {created_at}#{reviewId}. */
  authorIndex: 'gsi2',
  authorPartition: (sub: string) => `USER#${sub}#REVIEWS`,
} as const;

/**
 * A voter's marker beside their profile, one per review they voted on, so their votes can be found and withdrawn when
 * they close their account (the vote itself is a map entry on the review item, keyed by their sub).
 *   vote marker:  pk USER#{sub}   sk VOTE#{reviewId}   (plan_id, review_id)
 */
export const voteMarkerKeys = {
  pk: (sub: string) => `USER#${sub}`,
  sk: (reviewId: string) => `VOTE#${reviewId}`,
  skPrefix: 'VOTE#',
} as const;

/**
 * Versions of a plan's files (decision 0041), in the plan's partition: one item per file key that was
 * replaced, is a replacement, or reached a buyer, with `replaced_by`/`replaces`, the times, and `buyers` (orders whose
 * delivery held it). A plan has a handful of files, so its versions are one Query (begins_with FILE#).
 *   file version:  pk PLAN#{planId}   sk FILE#{key}
 * An order's markers beside it: the version it received (counted once) and the revision notice it was mailed (once).
 *   receipt:       pk ORDER#{id}      sk RECEIVED#{key}
 *   notice:        pk ORDER#{id}      sk NOTICE#{key}
 */
export const fileVersionKeys = {
  pk: (planId: string) => planKeys.pk(planId),
  sk: (key: string) => `FILE#${key}`,
  skPrefix: 'FILE#',
  receiptSk: (key: string) => `RECEIVED#${key}`,
  noticeSk: (key: string) => `NOTICE#${key}`,
} as const;

/**
 * A user's favorites and purchase markers sit beside their profile. Favorites are read with one
 * consistent Query (begins_with FAVORITE#) and ordered by created_at in the Lambda (tens per user).
 * The purchase marker (attributes order_id, paid_at) is written when an order completes and read for
 * verified-purchase reviews.
 *   favorite:  pk USER#{sub}   sk FAVORITE#{planId}
 *   purchase:  pk USER#{sub}   sk PURCHASE#{planId}
 */
export const favoriteKeys = {
  pk: (sub: string) => accountKeys.pk(sub),
  sk: (planId: string) => `FAVORITE#${planId}`,
  skPrefix: 'FAVORITE#',
  /** The plan id a favorite's sort key names. */
  planIdOf: (sk: string) => sk.slice('FAVORITE#'.length),
} as const;

export const purchaseKeys = {
  pk: (sub: string) => accountKeys.pk(sub),
  sk: (planId: string) => `PURCHASE#${planId}`,
} as const;

/**
 * Browsers a user has signed in from (login alerts): the device id the browser keeps, hashed, so a sign-in from one
 * not listed here is "new". Written once per browser with a conditional put, so racing first requests alert once.
 *   device:  pk USER#{sub}   sk DEVICE#{sha256 of the browser's id}
 */
export const deviceKeys = {
  pk: (sub: string) => accountKeys.pk(sub),
  sk: (hash: string) => `DEVICE#${hash}`,
  skPrefix: 'DEVICE#',
} as const;

/**
 * Refund markers (decision 0035): "this customer had a refund for this plan", one per user and plan, written by the
 * refund's winner; the refund policy reads it (one refund per customer per plan).
 *   refund:  pk USER#{sub}   sk REFUND#{planId}
 * Access revocation: when staff last removed a user's role or disabled them; tokens issued before are refused.
 *   access:  pk USER#{sub}   sk ACCESS
 */
export const refundKeys = {
  pk: (sub: string) => accountKeys.pk(sub),
  sk: (planId: string) => `REFUND#${planId}`,
} as const;

export const accessKeys = {
  pk: (sub: string) => accountKeys.pk(sub),
  sk: 'ACCESS',
} as const;

/**
 * The code that confirms an account's closure instead of its password, beside the account (so closing deletes it
 * with the partition): only its salted hash, its end, its tries and a TTL.
 *   closure code:  pk USER#{sub}   sk CLOSURE_CODE
 */
export const closureCodeKeys = {
  pk: (sub: string) => accountKeys.pk(sub),
  sk: 'CLOSURE_CODE',
} as const;

/**
 * Ads. Only active ads carry gsi1 keys (a sparse index), so the storefront's read is one Query of the
 * live partition, by position; type, page and schedule are checked on the few ads it returns. gsi2
 * lists every ad for staff. Impression/click markers (one per ad and page load, TTL_ATTRIBUTE set
 * for the table's TTL) sit in the ad's partition and make repeated calls of one page load count once.
 *   ad:      pk AD#{id}   sk AD                       gsi1 ADS#ACTIVE {position}#{id}   gsi2 ADS {created_at}#{id}
 *   marker:  pk AD#{id}   sk {IMPRESSION|CLICK}#{pageLoadId}
 */
export const adKeys = {
  pk: (id: string) => `AD#${id}`,
  sk: 'AD',
  liveIndex: 'gsi1',
  allIndex: 'gsi2',
  livePartition: 'ADS#ACTIVE',
  liveSort: (position: string, id: string) => `${position}#${id}`,
  livePositionPrefix: (position: string) => `${position}#`,
  allPartition: 'ADS',
  allSort: creationSortKey,
  eventSk: (kind: 'impression' | 'click', pageLoadId: string) => `${kind.toUpperCase()}#${pageLoadId.toLowerCase()}`,
} as const;

/**
 * Analytics aggregates, kept as orders complete (single-item atomic ADD writes, no transactions) and read
 * by date range with one Query each. Dates are UTC days, YYYY-MM-DD (Ghana keeps UTC all year).
 *   day:       pk STATS#DAY        sk {date}              revenue_pesewas, orders, downloads,
 *                                                         orders_{package}, revenue_pesewas_{package}
 *   plan day:  pk STATS#PLAN_DAY   sk {date}#{planId}     plan_id, plan_title, revenue_pesewas, orders
 *   totals:    pk STATS#TOTAL      sk TOTAL               revenue_pesewas, orders, downloads (all time)
 * A period of N days reads at most N day items (2N with the period before it, for growth) and one plan-day
 * item per plan sold on each day of the period.
 */
export const analyticsKeys = {
  dayPk: 'STATS#DAY',
  daySk: (date: string) => date,
  planDayPk: 'STATS#PLAN_DAY',
  planDaySk: (date: string, planId: string) => `${date}#${planId}`,
  /** The end of a plan-day range: `~` sorts after every character of a plan id. */
  planDayRangeEnd: (date: string) => `${date}#~`,
  totalPk: 'STATS#TOTAL',
  totalSk: 'TOTAL',
} as const;

/**
 * The catalogue snapshot (decision 0043): every plan's listing fields and search terms, spread over a fixed
 * number of shard items by a hash of the plan id, one attribute per plan; and a head item holding each shard's
 * version, which every list request reads to know whether its cached shards are still current.
 *   head:   pk CATALOGUE   sk HEAD          v0 .. v{n-1}
 *   shard:  pk CATALOGUE   sk SHARD#{nn}    ver, p_{planId} (one per plan)
 */
export const catalogueKeys = {
  pk: 'CATALOGUE',
  headSk: 'HEAD',
  shardSk: (shard: number) => `SHARD#${String(shard).padStart(2, '0')}`,
  /** 32 items of at most 400 KB hold about 30,000 plans' entries; raise it (and rebuild) beyond. */
  shardCount: 32,
  versionAttribute: (shard: number) => `v${shard}`,
  entryAttribute: (planId: string) => `p_${planId}`,
  entryPrefix: 'p_',
  /** On the head: how many plans of a status the snapshot holds, kept by every entry write and set by a rebuild. */
  countAttribute: (status: string) => `n_${status}`,
} as const;

/**
 * Plan imports: the job (who started it, files refused at upload) and one item per CSV row holding the checked
 * row and its progress, read with one Query of the job's partition.
 *   job:  pk IMPORT#{id}   sk JOB
 *   row:  pk IMPORT#{id}   sk ROW#{line, 6 digits}
 */
export const importKeys = {
  pk: (id: string) => `IMPORT#${id}`,
  jobSk: 'JOB',
  rowSk: (line: number) => `ROW#${sortableNumber(line, 6)}`,
  rowPrefix: 'ROW#',
} as const;

/**
 * Promotion codes (decision 0056). The code item holds the staff's rule and two counters: `reserved` (uses held by
 * payments under way plus paid ones, what the total cap is checked against in the same conditional write) and
 * `uses` (paid orders). Beside it, one counter per buyer (their held and paid uses) and one hold per order that
 * took a use, whose state (held, used, released) lets exactly one caller give a use back or confirm it.
 *   code:   pk PROMO#{code}   sk PROMO
 *   buyer:  pk PROMO#{code}   sk BUYER#{sub}
 *   hold:   pk PROMO#{code}   sk ORDER#{orderId}
 *   gsi1:   PROMOS            {created_at}#{code}   -> every code, newest first (staff list)
 */
export const promotionKeys = {
  pk: (code: string) => `PROMO#${code}`,
  sk: 'PROMO',
  buyerSk: (sub: string) => `BUYER#${sub}`,
  holdSk: (orderId: string) => `ORDER#${orderId}`,
  listIndex: 'gsi1',
  listPartition: 'PROMOS',
  listSort: creationSortKey,
} as const;

/**
 * Gifts (decision 0055) are orders with `kind: 'gift'`. Their giver keeps them on gsi2, which orders use for nothing
 * else, so a gift stays in the giver's list once its claim moves the order's gsi1 (the owner's list) to the recipient.
 * The claim token is kept on the order only as its SHA-256 (gift_token_hash) with its end (gift_token_expires_at).
 *   gsi2:  USER#{giverSub}#GIFTS   {created_at}#{id}   -> the gifts a user gave, newest first
 */
export const giftKeys = {
  giverIndex: 'gsi2',
  giverPartition: (sub: string) => `USER#${sub}#GIFTS`,
  tokenHash: 'gift_token_hash',
  tokenExpires: 'gift_token_expires_at',
} as const;

/**
 * The request desk: customization and quote requests with their thread, quotes and delivered files, all in the
 * request's partition so one Query reads a whole request.
 *   request:    pk REQUEST#{id}   sk REQUEST
 *     gsi1:     USER#{sub}#REQUESTS   {created_at}#{id}    -> a requester's own requests, newest first
 *     gsi3:     REQUESTS#{state}      {created_at}#{id}    -> the staff desk by state, oldest or newest first
 *     gsi4:     REQUESTS              {created_at}#{id}    -> the staff desk, every state
 *   message:    pk REQUEST#{id}   sk MSG#{at}#{messageId}  (internal staff notes carry internal: true)
 *   quote:      pk REQUEST#{id}   sk QUOTE#{revision, 4 digits}
 *   delivery:   pk REQUEST#{id}   sk DELIVERY#{file key}
 */
export const requestKeys = {
  pk: (id: string) => `REQUEST#${id}`,
  sk: 'REQUEST',
  requesterIndex: 'gsi1',
  requesterPartition: (sub: string) => `USER#${sub}#REQUESTS`,
  stateIndex: 'gsi3',
  statePartition: (state: string) => `REQUESTS#${state}`,
  allIndex: 'gsi4',
  allPartition: 'REQUESTS',
  createdSort: creationSortKey,
  messageSk: (at: string, messageId: string) => `MSG#${at}#${messageId}`,
  messagePrefix: 'MSG#',
  quoteSk: (revision: number) => `QUOTE#${sortableNumber(revision, 4)}`,
  quotePrefix: 'QUOTE#',
  deliverySk: (key: string) => `DELIVERY#${key}`,
  deliveryPrefix: 'DELIVERY#',
} as const;
