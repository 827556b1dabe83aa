import type { PublicPlan } from '@shop/shared/plans/plan';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import '../favorites.css';
import { t } from '../../../i18n/i18n.ts';

interface FavoriteButtonProps {
  plan: PublicPlan;
  saved: boolean;
  onToggle: (plan: PublicPlan, saved: boolean) => void;
  className?: string;
}

/** Save/Saved (the label itself says the state), named with the plan's title so a list of them can be told apart. */
export function FavoriteButton({ plan, saved, onToggle, className = 'button button-ghost' }: FavoriteButtonProps) {
  return (
    <button
      type="button"
      className={`${className} favorite-button${saved ? ' is-saved' : ''}`}
      onClick={() => onToggle(plan, saved)}
    >
      <HeartIcon size={18} className="favorite-heart" />
      {saved ? t('Saved') : t('Save')}
      <span className="visually-hidden"> {plan.title}</span>
    </button>
  );
}
