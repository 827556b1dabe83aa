import { REVIEW_LOGIN_TEXT, type Review, type ReviewVote } from '@shop/shared/storefront/reviews';
import { useState } from 'react';
import { PlanRating } from '../../../components/plans/star-rating.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { useVoteReview } from '../api/vote-review.ts';
import '../reviews.css';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';

const VOTE_LOGIN_TEXT = msg('Please log in to vote on reviews');
const VOTE_FAILURE_TEXT = msg('Your vote could not be saved. Please try again.');

/**
 * The plan page's reviews: average and count, Write a Review for signed-in
 * people only, the list newest first with Load More, and helpful/unhelpful votes saved on the server.
 */
/** `average` and `count` come from the plan itself, so the page header and this section always agree. */
export function ReviewsSection({ planId, average, count }: { planId: string; average: number; count: number }) {
  const { status, user } = useAuth();
  const authDialog = useAuthDialog();
  const showToast = useToast();
  const userId = user?.id ?? '';
  const signedIn = status === 'signed-in';
  const reviews = useReviews(planId);
  const vote = useVoteReview(planId, userId);
  const [writing, setWriting] = useState(false);

  // A list that fails to load is shown as empty, not as an error.
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  const onVote = (review: Review, choice: ReviewVote) => {
    if (!signedIn) {
      // i18next-instrument-ignore-next-line
      showToast(t(VOTE_LOGIN_TEXT));
      return;
    }
    vote.mutate(
      { reviewId: review.id, vote: review.my_vote === choice ? null : choice },
      {
        // A refusal the person can act on (their own review) in the server's words; anything else stays generic.
        onError: (error) =>
          // i18next-instrument-ignore-next-line
          showToast(t(error instanceof ApiError && error.status < 500 ? error.message : VOTE_FAILURE_TEXT)),
      },
    );
  };

  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <div className="reviews-header">
        <div>
          <h2 id="reviews-heading">{t('Customer Reviews')}</h2>
          <PlanRating average={average} count={count} />
        </div>
        {writing ? null : (
          <button type="button" className="button button-primary" disabled={!signedIn} onClick={() => setWriting(true)}>
            {t('Write a Review')}
          </button>
        )}
      </div>
      {!signedIn && status !== 'loading' ? (
        <p className="reviews-login">
          {/* i18next-instrument-ignore-next-line */}
          {t(REVIEW_LOGIN_TEXT)}{' '}
          <button type="button" className="link-button" onClick={authDialog.open}>
            {t('Log in')}
          </button>
        </p>
      ) : null}
      {writing && signedIn ? <ReviewForm planId={planId} userId={userId} onDone={() => setWriting(false)} /> : null}
      {reviews.isPending ? (
        <p className="muted" role="status">
          {t('Loading reviews...')}
        </p>
      ) : items.length === 0 ? (
        <p className="reviews-empty">{t('No reviews yet. Be the first to share what you think of this plan.')}</p>
      ) : (
        <ol className="review-list">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                onVote={onVote}
                voting={vote.isPending && vote.variables?.reviewId === review.id}
              />
            </li>
          ))}
        </ol>
      )}
      <LoadMore pages={reviews} label={t('Load More Reviews')} busyLabel={t('Loading...')} />
    </section>
  );
}
