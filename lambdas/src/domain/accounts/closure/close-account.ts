import {
  type AccountClosure,
  FORMER_CUSTOMER_NAME,
  REMOVED_AT_CLOSURE_TEXT,
  type ReviewChoice,
} from '@shop/shared/accounts/account-closure';
import { log } from '../../../observability/log.ts';
import type { AccountDataRepository } from '../../../repositories/account-data-repository.ts';
import type { PersonalObjects } from '../../../repositories/personal-objects.ts';
import { personalPicturePrefixes } from '../../../repositories/personal-objects.ts';
import type { PlanCounters } from '../../../repositories/plan-counters.ts';
import type { RequestAttachments } from '../../../repositories/request-attachments.ts';
import type { RequestsRepository } from '../../../repositories/requests-repository.ts';
import type { ReviewsRepository } from '../../../repositories/reviews-repository.ts';
import type { AccountIdentity } from '../../ports/account-identity.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { refreshPlanRating } from '../../reviews/refresh-plan-rating.ts';
import { accountClosedMail } from './account-closed-mail.ts';
import { forgetGiver, keptFieldsOf } from './given-gifts.ts';
import { type AccountDataDeps, readAccountRecords } from './read-account-data.ts';

/**
 * How long the closed account's revocation is kept: longer than any token the pool issues lives (an hour on AWS, a
 * day offline), so every token issued before the closure is refused until it has expired.
 */
export const CLOSED_REVOCATION_KEEP_SECONDS = 2 * 24 * 3600;

export interface CloseAccountDeps {
  identity: AccountIdentity;
  data: AccountDataRepository;
  requests: AccountDataDeps['requests'] & Pick<RequestsRepository, 'forgetRequester'>;
  /** The request attachments in the plan-files bucket: a closed account's own files are deleted. */
  requestFiles: Pick<RequestAttachments, 'remove'>;
  reviews: ReviewsRepository;
  counters: PlanCounters;
  pictures: PersonalObjects;
  mailer: Mailer;
  siteUrl: string;
  now: () => Date;
  newReference: () => string;
}

export type ClosureOutcome = AccountClosure & { reference: string; email: string };

/**
 * Closes an account whose owner was already confirmed (their password, or a super admin acting on their request).
 * The order of steps makes a cut safe to repeat: the revocation first (the account's tokens stop working), the
 * table and the pictures next (each step idempotent), the pool user last; a closure cut half-way is finished by
 * closing again (the person can still sign in until the pool user is gone).
 */
export async function closeAccount(
  deps: CloseAccountDeps,
  sub: string,
  reviews: ReviewChoice,
): Promise<ClosureOutcome> {
  const records = await readAccountRecords(deps, sub);
  const now = deps.now();
  const reference = deps.newReference();
  const email = records.facts?.email ?? '';
  await deps.data.markClosed(sub, now, Math.floor(now.getTime() / 1000) + CLOSED_REVOCATION_KEEP_SECONDS);

  // Gifts they gave first: an unclaimed one is also among their orders and keeps its (now anonymous) gift.
  await forgetGiver(deps.data, sub, reference);
  for (const order of records.orderItems) await deps.data.keepOrder(order, keptFieldsOf(order, sub), reference);

  for (const { request, messages } of records.requests) {
    const own = messages.filter((message) => message.author === 'requester');
    await deps.requestFiles.remove(own.flatMap((message) => message.attachments.map((file) => file.id)));
    await deps.requests.forgetRequester(request, own, {
      formerName: FORMER_CUSTOMER_NAME,
      removedText: REMOVED_AT_CLOSURE_TEXT,
      reference,
    });
  }

  let reviewsKept = 0;
  let reviewsRemoved = 0;
  if (reviews === 'keep') {
    for (const review of records.reviewItems) {
      await deps.data.keepReviewAnonymous(review, FORMER_CUSTOMER_NAME, reference);
      reviewsKept += 1;
    }
  } else {
    await deps.data.deleteItems(records.reviewItems);
    reviewsRemoved = records.reviewItems.length;
    const plans = new Set(records.reviewItems.map((review) => String(review.plan_id)));
    for (const planId of plans) await refreshPlanRating(deps, planId);
  }

  const sorted = records.partition;
  for (const marker of sorted.votes) await withdrawVote(deps.reviews, sub, marker);
  // Everything in the person's partition except the revocation just written (profile, settings, favourites,
  // purchase and refund markers, vote markers).
  await deps.data.deletePartitionKeepingAccess(sorted);
  if (email) await deps.data.deleteNewsletter(email.trim().toLowerCase());
  const picturesRemoved = await deps.pictures.removeUnder(personalPicturePrefixes(sub));
  await deps.identity.remove(sub);

  if (email) {
    const language = sorted.settings?.language === 'fr' ? 'fr' : 'en';
    await deps.mailer
      .send(
        accountClosedMail({
          to: email,
          language,
          reference,
          ordersKept: records.orderItems.length,
          reviews,
          siteUrl: deps.siteUrl,
        }),
      )
      // The account is closed whatever the mail does; a lost mail is logged, not a failed closure.
      .catch((error: unknown) =>
        log('warn', 'account closed; its confirmation mail failed', { reference, error: String(error) }),
      );
  }
  return {
    closed: true,
    orders_kept: records.orderItems.length,
    reviews_kept: reviewsKept,
    reviews_removed: reviewsRemoved,
    favorites_removed: sorted.favorites.length,
    pictures_removed: picturesRemoved,
    reference,
    email,
  };
}

/** Takes the person's vote off a review (its counts follow); a review gone meanwhile needs nothing. */
async function withdrawVote(reviews: ReviewsRepository, sub: string, marker: Record<string, unknown>): Promise<void> {
  const planId = String(marker.plan_id ?? '');
  const reviewId = String(marker.review_id ?? '');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const review = await reviews.get(planId, reviewId);
    const previous = review?.votes[sub];
    if (!review || !previous) return;
    if ((await reviews.changeVote(planId, reviewId, sub, previous, null)) !== 'changed') return;
  }
}
