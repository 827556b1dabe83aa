import { createHash } from 'node:crypto';
import { filesForTier } from '@shop/lambdas/domain/orders/order-files';
import { orderReference } from '@shop/lambdas/domain/payments/order-reference';
import { ratingOf } from '@shop/lambdas/domain/reviews/refresh-plan-rating';
import { reviewerName } from '@shop/lambdas/domain/reviews/review-author';
import { reviewIdFor } from '@shop/lambdas/domain/reviews/review-id';
import type { StoredOrder } from '@shop/lambdas/repositories/order-item';
import { type StoredReview, toReviewItem } from '@shop/lambdas/repositories/review-item';
import { legacyInvoiceNumber as invoiceNumber } from '@shop/shared/invoices/document-number';
import { toPesewas } from '@shop/shared/money';
import { type AdminPlan, PACKAGES } from '@shop/shared/plans/plan';
import type { ReviewVote } from '@shop/shared/storefront/reviews';
import type { CatalogueEntry } from './plan-catalogue.ts';
import { type ReviewText, reviewWriter } from './review-texts.ts';

const DAY_MS = 86_400_000;
/** Seeded sales end this long ago: a fresh stack's analytics periods (up to 30 days) start at zero. */
const NEWEST_SALE_DAYS = 31;
const DOWNLOAD_WINDOW_MS = 7 * DAY_MS;

/** The shop's past customers: they bought plans and reviewed them. Not Cognito users; they never sign in. */
const CUSTOMERS = [
  ['Kwame', 'Asante'],
  ['Akosua', 'Boateng'],
  ['Yaw', 'Mensah'],
  ['Efua', 'Owusu'],
  ['Kofi', 'Adjei'],
  ['Abena', 'Darko'],
  ['Kojo', 'Appiah'],
  ['Adwoa', 'Ofori'],
  ['Nana', 'Agyeman'],
  ['Esi', 'Quaye'],
  ['Kwabena', 'Tetteh'],
  ['Ama', 'Sarpong'],
  ['Fiifi', 'Annan'],
  ['Afia', 'Amoah'],
].map(([first = '', last = ''], index) => ({
  sub: `seed-customer-${String(index + 1).padStart(2, '0')}`,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
  name: reviewerName(first, last),
}));

/** A stable number from text, so every fresh seed writes the same demo data. */
function hashed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** `count` whole-star ratings whose average comes as close to `target` as whole stars allow. */
function ratingsNear(target: number, count: number): number[] {
  const total = Math.round(target * count);
  const base = Math.max(1, Math.min(5, Math.floor(total / count)));
  const higher = Math.max(0, total - base * count);
  return Array.from({ length: count }, (_, index) => Math.min(5, index < higher ? base + 1 : base));
}

function seededOrder(plan: AdminPlan, customer: (typeof CUSTOMERS)[number], paidAt: Date, index: number): StoredOrder {
  const tier = PACKAGES[index % PACKAGES.length] as (typeof PACKAGES)[number];
  const id = createHash('sha256').update(`seed-order\n${plan.id}\n${customer.sub}`).digest('hex').slice(0, 32);
  const created = new Date(paidAt.getTime() - 4 * 60_000);
  const amount = plan[`${tier}_price`];
  return {
    id,
    user_id: customer.sub,
    user_email: customer.email,
    plan_id: plan.id,
    plan_title: plan.title,
    plan_type: plan.plan_type as StoredOrder['plan_type'],
    bedrooms: plan.bedrooms,
    bathrooms: plan.bathrooms,
    area_sqm: plan.area_sqm,
    image_url: plan.image_url,
    package_type: tier,
    tier,
    amount,
    amount_pesewas: toPesewas(amount),
    currency: 'GHS',
    status: 'completed',
    payment_status: 'completed',
    payment_method: 'paystack',
    channel: index % 2 ? 'card' : 'mobile_money',
    reference: orderReference(id),
    created_at: created.toISOString(),
    paid_at: paidAt.toISOString(),
    expires_at: new Date(paidAt.getTime() + DOWNLOAD_WINDOW_MS).toISOString(),
    download_count: 1 + (index % 3),
    last_download_at: new Date(paidAt.getTime() + 3_600_000).toISOString(),
    failure_reason: null,
    invoice_number: invoiceNumber(id),
    files: filesForTier(plan.plan_files ?? undefined, tier),
  };
}

export interface SeededReviews {
  reviews: StoredReview[];
  /** The completed orders behind the verified-purchase marks. */
  orders: StoredOrder[];
  /** The plan with its rating counted from its seeded reviews. */
  plan: AdminPlan;
}

/**
 * A plan's seeded reviews by past customers: dated after the plan was added, helpful and unhelpful votes
 * by other customers (the counts equal the voters' map, as a real vote keeps them), and a verified-purchase
 * mark exactly where the seed also writes that customer's completed order. The plan's rating is counted
 * from these reviews, the way a real review recounts it.
 */
export function seedReviewsFor(
  entry: CatalogueEntry,
  plan: AdminPlan,
  now = Date.now(),
  write: (plan: CatalogueEntry, rating: number) => ReviewText = reviewWriter(),
): SeededReviews {
  if (plan.status !== 'active' || entry.seed_reviews === 0) {
    return { reviews: [], orders: [], plan: { ...plan, rating_average: 0, rating_count: 0 } };
  }
  const start = hashed(plan.id) % CUSTOMERS.length;
  const ratings = ratingsNear(entry.seed_rating, entry.seed_reviews);
  const reviews: StoredReview[] = [];
  const orders: StoredOrder[] = [];
  ratings.forEach((rating, index) => {
    const customer = CUSTOMERS[(start + index * 3) % CUSTOMERS.length] as (typeof CUSTOMERS)[number];
    // Spread over the plan's life, oldest first, the newest at least a day old.
    const daysAgo = Math.max(1, Math.round((entry.days_ago * (ratings.length - index)) / (ratings.length + 1)));
    const reviewedAt = new Date(now - daysAgo * DAY_MS - (hashed(customer.sub + plan.id) % 36_000_000));
    const paidAt = new Date(reviewedAt.getTime() - 3 * DAY_MS);
    const verified = index % 3 !== 2 && now - paidAt.getTime() > NEWEST_SALE_DAYS * DAY_MS;
    if (verified) orders.push(seededOrder(plan, customer, paidAt, index));

    const votes: Record<string, ReviewVote> = {};
    const voters = CUSTOMERS.filter((other) => other.sub !== customer.sub);
    const helpful = hashed(`${plan.id}${index}`) % 6;
    const unhelpful = rating <= 3 ? 1 : 0;
    for (let v = 0; v < helpful + unhelpful; v += 1) {
      const voter = voters[(index + v * 5) % voters.length];
      if (voter) votes[voter.sub] = v < helpful ? 'helpful' : 'unhelpful';
    }
    const counted = Object.values(votes);
    const text = write(entry, rating);
    reviews.push({
      id: reviewIdFor(plan.id, customer.sub),
      plan_id: plan.id,
      user_id: customer.sub,
      rating,
      title: text.title,
      content: text.content,
      created_at: reviewedAt.toISOString(),
      helpful_votes: counted.filter((vote) => vote === 'helpful').length,
      unhelpful_votes: counted.filter((vote) => vote === 'unhelpful').length,
      verified_purchase: verified,
      user: { name: customer.name, avatar_url: '' },
      votes,
    });
  });
  const rating = ratingOf(ratings);
  return { reviews, orders, plan: { ...plan, rating_average: rating.average, rating_count: rating.count } };
}

export { toReviewItem };
