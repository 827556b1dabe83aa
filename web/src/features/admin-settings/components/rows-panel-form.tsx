import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** A tab with its own form (Taxes, Plot & Build Costs): the tab panel, its problem and its Save Changes. */
export function RowsPanelForm({
  panelId,
  labelledBy,
  onSubmit,
  problem,
  saving,
  children,
}: {
  panelId: string;
  labelledBy: string;
  onSubmit: (event: FormEvent) => void;
  problem: string | null;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form
      id={panelId}
      role="tabpanel"
      aria-labelledby={labelledBy}
      className="tab-panel form-stack"
      onSubmit={onSubmit}
      noValidate
    >
      {children}
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <div className="form-actions">
        <SubmitButton busy={saving} busyLabel="Saving...">
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}
