import { StarIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../i18n/i18n.ts';

/** Rating 1-5 as a radio group drawn as stars: arrow keys move between them like any radio group. */
export function RatingInput({
  value,
  onChange,
  name,
}: {
  value: number;
  onChange: (value: number) => void;
  name: string;
}) {
  return (
    <fieldset className="rating-input">
      <legend className="field-label">{t('Rating')}</legend>
      <div className="rating-input-stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={star <= value ? 'rating-input-star is-on' : 'rating-input-star'}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <StarIcon size={28} />
            <span className="visually-hidden">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        <span className="rating-input-value" aria-hidden="true">
          {value} / 5
        </span>
      </div>
    </fieldset>
  );
}
