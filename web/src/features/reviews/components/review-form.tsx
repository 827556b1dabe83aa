import { REVIEW_LIMITS, REVIEW_SUCCESS_TEXT, type Review } from '@shop/shared/storefront/reviews';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { useCreateReview } from '../api/create-review.ts';
import { reviewErrorText } from '../utils/review-error.ts';
import { RatingInput } from './rating-input.tsx';

const EMPTY = { rating: 5, title: '', content: '' };

interface ReviewFormProps {
  planId: string;
  userId: string;
  onDone: (review: Review | null) => void;
}

/** Write a Review: rating (default 5), title and content, Submit and Cancel. */
export function ReviewForm({ planId, userId, onDone }: ReviewFormProps) {
  const showToast = useToast();
  const { id, values, setValues, set, textProps } = useFormState(EMPTY);
  const create = useCreateReview(planId, userId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(values, {
      onSuccess: (review) => {
        setValues(EMPTY);
        showToast(REVIEW_SUCCESS_TEXT);
        onDone(review);
      },
    });
  };

  return (
    <form className="review-form card" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('Write a Review')}</h3>
      {/* i18next-instrument-ignore-next-line */}
      {create.isError ? <FormAlert tone="error">{t(reviewErrorText(create.error))}</FormAlert> : null}
      <RatingInput name={`${id}-rating`} value={values.rating} onChange={(rating) => set('rating', rating)} />
      <label className="field">
        <span className="field-label">{t('Title')}</span>
        <input {...textProps('title')} className="input" required maxLength={REVIEW_LIMITS.title} />
      </label>
      <label className="field">
        <span className="field-label">{t('Your Review')}</span>
        <textarea
          {...textProps('content')}
          className="input textarea"
          required
          rows={5}
          maxLength={REVIEW_LIMITS.content}
        />
      </label>
      <div className="review-form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? t('Submitting...') : t('Submit Review')}
        </button>
        <button
          type="button"
          className="button button-outline"
          onClick={() => {
            setValues(EMPTY);
            onDone(null);
          }}
        >
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
