import { StarIcon } from '../ui/icons.tsx';
import './stars.css';
import { formatRatingIn } from '@shop/shared/i18n/format-details';
import { currentLanguage, t } from '../../i18n/i18n.ts';
import { msg } from '../../i18n/msg.ts';

/** Five stars filled to the nearest half of `value`, read out once as "Rated 4.5 out of 5". */
export function StarRating({ value, size = 18 }: { value: number; size?: number }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('Rated {value} out of 5', { value: formatRatingIn(value, currentLanguage()) })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          size={size}
          className={star <= rounded ? 'star is-full' : star - 0.5 === rounded ? 'star is-half' : 'star'}
        />
      ))}
    </span>
  );
}

/** The plan's score from its reviews: average to one decimal and the count, or an honest "No reviews yet". */
export function PlanRating({ average, count }: { average: number; count: number }) {
  if (count === 0) {
    return (
      <p className="rating">
        <StarRating value={0} />
        <span className="muted">{t('No reviews yet')}</span>
      </p>
    );
  }
  return (
    <p className="rating">
      <StarRating value={average} />
      <span>
        {t(count === 1 ? msg('{average} ({count} review)') : msg('{average} ({count} reviews)'), {
          average: formatRatingIn(average, currentLanguage()),
          count,
        })}
      </span>
    </p>
  );
}
