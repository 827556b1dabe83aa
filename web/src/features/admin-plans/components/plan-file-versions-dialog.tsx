import { FILE_VERSION_TEXTS, type PlanFileVersion } from '@shop/shared/admin/plan-file-versions';
import { fileVersionLabel } from '@shop/shared/plans/file-version';
import type { Package, PublicPlan } from '@shop/shared/plans/plan';
import { type ChangeEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { usePlanFileVersions, useRevisePlanFile } from '../api/plan-file-versions.ts';
import { uploadPlanFiles } from '../api/upload-plan-media.ts';
import { TIER_LABELS } from '../utils/plan-labels.ts';

const silentTracker = { start: () => ({ progress: () => {}, done: () => {}, failed: () => {} }) };

function buyersText(count: number): string {
  return count === 1 ? '1 buyer received it' : `${count} buyers received it`;
}

/** "Version 2" beside a name that a revision kept (the same name as before, so the name alone cannot tell them). */
function VersionLabel({ fileKey, replaced }: { fileKey: string; replaced: boolean }) {
  const label = fileVersionLabel(fileKey, replaced);
  return label ? <span className="badge file-version">{label}</span> : null;
}

/**
 * A plan's files and their versions (decision 0024): each file's versions newest first with how many buyers received
 * each, and "Upload new version" for the current one. A new version reaches buyers with an open window at once
 * (stamped, marked updated) and mails every buyer once; the orders keep the version they bought.
 */
export function PlanFileVersionsDialog({ plan, onClose }: { plan: PublicPlan; onClose: () => void }) {
  const versions = usePlanFileVersions(plan.id);
  const revise = useRevisePlanFile(plan.id);
  const showToast = useToast();
  const timeZone = useTimeZone();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const uploadNewVersion = async (current: PlanFileVersion, tier: Package, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setBusyKey(current.key);
    try {
      const { keys } = await uploadPlanFiles(plan.id, tier, [file], silentTracker, current.key);
      const key = keys[0];
      if (!key) throw new Error('The upload gave no key');
      await revise.mutateAsync({ replaces: current.key, key });
      showToast(FILE_VERSION_TEXTS.revised(current.name));
    } catch (error) {
      setProblem(error instanceof ApiError && error.status < 500 ? error.message : 'Failed to upload the new version');
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <Dialog title={`Files of ${plan.title}`} onClose={onClose} className="dialog-wide">
      {versions.isPending ? <Spinner label="Loading files..." /> : null}
      {versions.isError ? <FormAlert tone="error">Failed to load the plan's files</FormAlert> : null}
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      {versions.data?.files.length === 0 ? <p>This plan has no files yet.</p> : null}
      <ul className="admin-file-versions">
        {versions.data?.files.map(({ tier, versions: list }) => {
          const [current, ...older] = list;
          if (!current) return null;
          return (
            <li key={current.key} className="admin-file-version-group">
              <h3>
                {current.name} <span className="field-hint">({TIER_LABELS[tier]})</span>
              </h3>
              <ol className="admin-file-version-list" aria-label={`Versions of ${current.name}`}>
                {[current, ...older].map((version) => (
                  <li key={version.key}>
                    <span className="file-name">{version.name}</span>{' '}
                    <VersionLabel fileKey={version.key} replaced={!version.current} />{' '}
                    <span className="field-hint">
                      {version.current ? 'Current' : `Replaced on ${formatDate(version.replacedAt ?? '', timeZone)}`}
                      {version.uploadedAt ? `, uploaded on ${formatDate(version.uploadedAt, timeZone)}` : ''}
                      {` - ${buyersText(version.buyers)}`}
                    </span>
                  </li>
                ))}
              </ol>
              <label className="button button-outline button-small">
                {busyKey === current.key ? 'Uploading...' : 'Upload new version'}
                <input
                  type="file"
                  className="visually-hidden"
                  accept=".pdf,.dwg,.dxf,.zip,.rar,.7z"
                  disabled={busyKey !== null}
                  aria-label={`Upload new version of ${current.name}`}
                  onChange={(event) => void uploadNewVersion(current, tier, event)}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
