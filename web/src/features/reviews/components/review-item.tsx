import type { Review, ReviewVote } from '@shop/shared/storefront/reviews';
import { StarRating } from '../../../components/plans/star-rating.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';

interface ReviewItemProps {
  review: Review;
  onVote: (review: Review, vote: ReviewVote) => void;
  voting: boolean;
}

/** One review. Every piece of reviewer text is plain React text, so HTML in a review shows as typed, never runs. */
export function ReviewItem({ review, onVote, voting }: ReviewItemProps) {
  const timeZone = useTimeZone();
  const name = review.user.name || t('Customer');
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <header className="review-header">
        <Avatar name={name} url={review.user.avatar_url || undefined} size={40} />
        <div className="review-who">
          <p className="review-author">
            {name}
            {review.verified_purchase ? <span className="badge badge-verified">{t('Verified Purchase')}</span> : null}
          </p>
          <p className="review-date">{formatDate(review.created_at, timeZone, { dateStyle: 'medium' })}</p>
        </div>
        <StarRating value={review.rating} size={16} />
      </header>
      <h3 id={`review-${review.id}`} className="review-title">
        {review.title}
      </h3>
      <p className="review-content">{review.content}</p>
      <div className="review-votes">
        <span className="muted">{t('Was this helpful?')}</span>
        <button
          type="button"
          className="button button-small review-vote"
          aria-pressed={review.my_vote === 'helpful'}
          disabled={voting || review.mine}
          onClick={() => onVote(review, 'helpful')}
        >
          {t('Helpful ({count})', { count: review.helpful_votes })}
        </button>
        <button
          type="button"
          className="button button-small review-vote"
          aria-pressed={review.my_vote === 'unhelpful'}
          disabled={voting || review.mine}
          onClick={() => onVote(review, 'unhelpful')}
        >
          {t('Not Helpful ({count})', { count: review.unhelpful_votes })}
        </button>
      </div>
    </article>
  );
}
