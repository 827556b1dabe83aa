import {
  type AccountItem,
  type UserPartition,
  withoutInternals,
} from '../../../repositories/account-data-repository.ts';
import { fromOrderItem, toPublicOrder } from '../../../repositories/order-item.ts';
import { fromReviewItem } from '../../../repositories/review-item.ts';
import type { IdentityFacts } from '../../ports/account-identity.ts';
import { reviewIdFor } from '../../reviews/review-id.ts';
import type { OwnRequest } from './read-account-data.ts';

const visible = withoutInternals;

/** Everything the shop holds about one person, as they are given it (JSON, or the readable page made from it). */
export interface AccountData {
  exported_at: string;
  account: (IdentityFacts & { user_id: string; roles: string[] }) | null;
  profile: Record<string, unknown> | null;
  settings: Record<string, unknown> | null;
  orders: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  review_votes: Record<string, unknown>[];
  favorites: Record<string, unknown>[];
  purchases: Record<string, unknown>[];
  refunds: Record<string, unknown>[];
  /** Requests for quotes, customizations and services, each with its thread as the person sees it. */
  requests: Record<string, unknown>[];
  consents: { newsletter: Record<string, unknown> | null };
  security: { sessions_ended_at: string | null; two_factor: boolean; sign_in_email_verified: boolean };
}

/** Where a review of this person may sit without the author index: every plan they bought, saved or voted on. */
export function reviewKeysToTry(sub: string, planIds: Iterable<string>) {
  return [...new Set(planIds)].map((planId) => ({ planId, reviewId: reviewIdFor(planId, sub) }));
}

/** Builds the export from what was read. Orders as the buyer sees them (with invoice figures), reviews without votes. */
export function accountData(input: {
  sub: string;
  roles: string[];
  now: Date;
  facts: IdentityFacts | undefined;
  partition: UserPartition;
  orderItems: readonly AccountItem[];
  reviewItems: readonly AccountItem[];
  newsletter: AccountItem | undefined;
  requests: readonly OwnRequest[];
}): AccountData {
  const sorted = input.partition;
  const revokedAt = sorted.access?.revoked_at;
  return {
    exported_at: input.now.toISOString(),
    account: input.facts ? { user_id: input.sub, roles: input.roles, ...input.facts } : null,
    profile: visible(sorted.profile),
    settings: visible(sorted.settings),
    orders: input.orderItems.map((item) => {
      const order = toPublicOrder(fromOrderItem(item));
      return { ...order };
    }),
    reviews: input.reviewItems.map((item) => {
      const { votes: _others, ...review } = fromReviewItem(item);
      return { ...review };
    }),
    review_votes: sorted.votes.map((item) => visible(item) ?? {}),
    favorites: sorted.favorites.map((item) => visible(item) ?? {}),
    purchases: sorted.purchases.map((item) => visible(item) ?? {}),
    refunds: sorted.refunds.map((item) => visible(item) ?? {}),
    requests: input.requests.map(({ request, messages }) => ({ ...request, messages })),
    consents: { newsletter: visible(input.newsletter) },
    security: {
      sessions_ended_at: typeof revokedAt === 'string' ? revokedAt : null,
      two_factor: input.facts?.second_factors.includes('SOFTWARE_TOKEN_MFA') ?? false,
      sign_in_email_verified: input.facts?.email_verified ?? false,
    },
  };
}
