import type { ReviewVote } from '@shop/shared/storefront/reviews';
import { describe, expect, it } from 'vitest';
import type { IdentityFacts } from '../../../src/domain/ports/account-identity.ts';
import { backfillVoteMarkers } from '../../../src/domain/reviews/backfill-vote-markers.ts';
import type { VoteCounts } from '../../../src/repositories/reviews-repository.ts';

interface FakeReview {
  votes: Record<string, ReviewVote>;
  helpful_votes: number;
  unhelpful_votes: number;
}

const FACTS: IdentityFacts = {
  email: 'someone@example.com',
  email_verified: true,
  given_name: '',
  family_name: '',
  created_at: '',
  updated_at: '',
  status: 'CONFIRMED',
  enabled: true,
  second_factors: [],
};

/**
 * The table as the backfill sees it, in memory: plans with their reviews (votes and counters) and the voters'
 * markers. changeVote behaves as the repository's conditional update does, marker included.
 */
function fakeShop(plans: Record<string, Record<string, FakeReview>>, markers: string[], accounts: string[]) {
  const marked = new Set(markers);
  const identityReads: string[] = [];
  const markerKey = (sub: string, reviewId: string) => `${sub}|${reviewId}`;
  const deps = {
    votes: {
      async *planIds() {
        yield* Object.keys(plans);
      },
      async *votedReviews(planId: string) {
        for (const [reviewId, review] of Object.entries(plans[planId] ?? {})) {
          if (Object.keys(review.votes).length) yield { planId, reviewId, votes: { ...review.votes } };
        }
      },
      async hasMarker(sub: string, reviewId: string) {
        return marked.has(markerKey(sub, reviewId));
      },
      async writeMarker(sub: string, _planId: string, reviewId: string) {
        if (marked.has(markerKey(sub, reviewId))) return false;
        marked.add(markerKey(sub, reviewId));
        return true;
      },
    },
    reviews: {
      async changeVote(
        planId: string,
        reviewId: string,
        voter: string,
        previous: ReviewVote | undefined,
        next: ReviewVote | null,
      ): Promise<VoteCounts | 'changed'> {
        const review = plans[planId]?.[reviewId];
        if (!review || review.votes[voter] !== previous) return 'changed';
        if (previous === 'helpful') review.helpful_votes -= 1;
        if (previous === 'unhelpful') review.unhelpful_votes -= 1;
        if (next) review.votes[voter] = next;
        else delete review.votes[voter];
        if (next === 'helpful') review.helpful_votes += 1;
        if (next === 'unhelpful') review.unhelpful_votes += 1;
        if (next) marked.add(markerKey(voter, reviewId));
        else marked.delete(markerKey(voter, reviewId));
        return { helpful_votes: review.helpful_votes, unhelpful_votes: review.unhelpful_votes };
      },
    },
    identity: {
      async facts(sub: string) {
        identityReads.push(sub);
        return accounts.includes(sub) ? FACTS : undefined;
      },
    },
  };
  return { deps, marked, identityReads };
}

const review = (votes: Record<string, ReviewVote>): FakeReview => ({
  votes,
  helpful_votes: Object.values(votes).filter((vote) => vote === 'helpful').length,
  unhelpful_votes: Object.values(votes).filter((vote) => vote === 'unhelpful').length,
});

describe('backfilling vote markers for votes cast before markers existed', () => {
  it('marks the votes of existing accounts, withdraws those of accounts gone, and a second run writes nothing', async () => {
    // Prepare: Esi voted before markers (no marker); Kwame voted since (has one); "gone-ama" closed before markers.
    const plans = {
      'villa-01': {
        r1: review({ 'buyer-esi': 'helpful', 'buyer-kwame': 'helpful', 'gone-ama': 'helpful' }),
        r2: review({ 'gone-ama': 'unhelpful' }),
        r3: review({}),
      },
      'bungalow-02': { r4: review({ 'buyer-esi': 'unhelpful' }) },
    };
    const shop = fakeShop(plans, ['buyer-kwame|r1'], ['buyer-esi', 'buyer-kwame']);

    // Act
    const first = await backfillVoteMarkers({ ...shop.deps, timeLeftMs: () => 60_000 });
    const second = await backfillVoteMarkers({ ...shop.deps, timeLeftMs: () => 60_000 });

    // Assess
    expect(first).toEqual({ plans: 2, markersWritten: 2, votesWithdrawn: 2, finished: true });
    expect([...shop.marked].sort()).toEqual(['buyer-esi|r1', 'buyer-esi|r4', 'buyer-kwame|r1']);
    expect(plans['villa-01'].r1).toEqual({
      votes: { 'buyer-esi': 'helpful', 'buyer-kwame': 'helpful' },
      helpful_votes: 2,
      unhelpful_votes: 0,
    });
    expect(plans['villa-01'].r2).toEqual({ votes: {}, helpful_votes: 0, unhelpful_votes: 0 });
    expect(plans['bungalow-02'].r4.votes).toEqual({ 'buyer-esi': 'unhelpful' });
    // The pool is asked once per voter without a marker, not once per vote.
    expect(shop.identityReads.filter((sub) => sub === 'buyer-esi')).toHaveLength(1);
    expect(shop.identityReads).not.toContain('buyer-kwame');
    expect(second).toEqual({ plans: 2, markersWritten: 0, votesWithdrawn: 0, finished: true });
  });

  it('stops when its time is up and a later run finishes the rest', async () => {
    const plans = {
      'villa-01': { r1: review({ 'buyer-esi': 'helpful', 'gone-ama': 'helpful' }) },
      'bungalow-02': { r2: review({ 'buyer-esi': 'helpful' }) },
    };
    const shop = fakeShop(plans, [], ['buyer-esi']);
    // Time for the first vote only.
    let budget = 2;
    const cut = await backfillVoteMarkers({ ...shop.deps, timeLeftMs: () => budget-- });

    expect(cut).toEqual({ plans: 1, markersWritten: 1, votesWithdrawn: 0, finished: false });
    expect([...shop.marked]).toEqual(['buyer-esi|r1']);
    expect(plans['villa-01'].r1.votes).toHaveProperty('gone-ama');

    const rest = await backfillVoteMarkers({ ...shop.deps, timeLeftMs: () => 60_000 });
    expect(rest).toEqual({ plans: 2, markersWritten: 1, votesWithdrawn: 1, finished: true });
    expect(plans['villa-01'].r1).toEqual({ votes: { 'buyer-esi': 'helpful' }, helpful_votes: 1, unhelpful_votes: 0 });
  });

  it('counts nothing when the vote moved before it could be withdrawn', async () => {
    const plans = { 'villa-01': { r1: review({ 'gone-ama': 'helpful' }) } };
    const shop = fakeShop(plans, [], []);
    const reviews = {
      changeVote: async () => 'changed' as const,
    };
    const outcome = await backfillVoteMarkers({ ...shop.deps, reviews, timeLeftMs: () => 60_000 });
    expect(outcome).toEqual({ plans: 1, markersWritten: 0, votesWithdrawn: 0, finished: true });
  });
});
