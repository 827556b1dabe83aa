import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** What the settings page gives a tab that keeps its own form (Taxes, Plot & Build Costs). */
export interface SettingsPanelProps {
  settings: AdminSiteSettings;
  panelId: string;
  labelledBy: string;
}

/** A settings tab's form: the tab panel (hidden while another tab's own form shows), its problem, Save Changes. */
export function SettingsPanelForm({
  panelId,
  labelledBy,
  hidden = false,
  onSubmit,
  problem,
  saving,
  children,
}: {
  panelId: string | undefined;
  labelledBy: string;
  hidden?: boolean;
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
      hidden={hidden}
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
