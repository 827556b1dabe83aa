import { GridIcon, ListIcon } from '../../../components/ui/icons.tsx';
import type { PlanListView } from '../utils/plan-list-search-params.ts';

const VIEWS = [
  { value: 'grid', label: 'Grid view', Icon: GridIcon },
  { value: 'list', label: 'List view', Icon: ListIcon },
] as const;

export function PlanViewToggle({ view, onChange }: { view: PlanListView; onChange: (view: PlanListView) => void }) {
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">View</legend>
      {VIEWS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className="icon-button"
          aria-pressed={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
        >
          <Icon />
        </button>
      ))}
    </fieldset>
  );
}
