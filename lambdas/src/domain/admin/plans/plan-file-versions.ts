import type { PlanFileVersionsResponse } from '@shop/shared/admin/plan-file-versions';
import { PACKAGES, type Package, type PlanFiles } from '@shop/shared/plans/plan';
import type { StoredFileVersion } from '../../../repositories/plan-file-versions-repository.ts';
import { fileNameOf } from '../../downloads/file-path.ts';

/**
 * Each current file of the plan with its versions, newest first, and how many orders received each (decision 0024).
 * A version chain is walked back from the current file through `replaces`.
 */
export function fileVersionsView(planFiles: PlanFiles, stored: readonly StoredFileVersion[]): PlanFileVersionsResponse {
  const byKey = new Map(stored.map((version) => [version.key, version]));
  const files: PlanFileVersionsResponse['files'] = [];
  for (const tier of PACKAGES) {
    for (const current of planFiles[tier] ?? []) {
      const versions = [];
      const seen = new Set<string>();
      for (let key: string | undefined = current; key && !seen.has(key); key = byKey.get(key)?.replaces) {
        seen.add(key);
        const version = byKey.get(key);
        versions.push({
          key,
          name: fileNameOf(key, 0),
          tier: (version?.tier ?? tier) as Package,
          uploadedAt: version?.uploaded_at ?? null,
          replacedAt: version?.replaced_at ?? null,
          current: key === current,
          buyers: version?.buyers ?? 0,
        });
      }
      files.push({ tier, versions });
    }
  }
  return { files };
}
