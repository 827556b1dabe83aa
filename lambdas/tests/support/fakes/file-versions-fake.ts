import type {
  PlanFileVersionsRepository,
  StoredFileVersion,
} from '../../../src/repositories/plan-file-versions-repository.ts';

/**
 * A plan's file versions in memory, as the reads of an order's files see them (the file each replaced file was
 * replaced by). Only the read is here: revising a plan's files is checked against the table.
 */
export function fileVersionsFake(versions: Record<string, StoredFileVersion[]> = {}) {
  return {
    async list(planId: string): Promise<StoredFileVersion[]> {
      return (versions[planId] ?? []).map((version) => ({ buyers: 0, ...version }));
    },
  } satisfies Pick<PlanFileVersionsRepository, 'list'>;
}
