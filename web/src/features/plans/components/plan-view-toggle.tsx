import { GridIcon, ListIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import type { PlanListView } from '../utils/plan-list-search-params.ts';

const VIEWS = [
  { value: 'grid', label: msg('Grid view'), Icon: GridIcon },
  { value: 'list', label: msg('List view'), Icon: ListIcon },
] as const;

export function PlanViewToggle({ view, onChange }: { view: PlanListView; onChange: (view: PlanListView) => void }) {
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">{t('View')}</legend>
      {VIEWS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className="icon-button"
          aria-pressed={view === value}
          // i18next-instrument-ignore-next-line
          aria-label={t(label)}
          // i18next-instrument-ignore-next-line
          title={t(label)}
          onClick={() => onChange(value)}
        >
          <Icon />
        </button>
      ))}
    </fieldset>
  );
}
