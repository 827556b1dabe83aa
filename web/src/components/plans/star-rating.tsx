import { StarIcon } from '../ui/icons.tsx';
import './stars.css';

/** Five stars filled to the nearest half of `value`, read out once as "Rated 4.5 out of 5". */
export function StarRating({ value, size = 18 }: { value: number; size?: number }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
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
        <span className="muted">No reviews yet</span>
      </p>
    );
  }
  return (
    <p className="rating">
      <StarRating value={average} />
      <span>
        {average.toFixed(1)} ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
