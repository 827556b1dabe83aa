import type { CatalogueEntry } from '../../../repositories/catalogue/catalogue-entry.ts';
import type { PlansById } from '../../../repositories/plans-by-id.ts';
import { plansCsv } from './plan-csv.ts';

/**
 * The whole catalogue, every status, oldest first, in the import's CSV format: the snapshot names every plan and
 * the plans are read by key (BatchGetItem), so no index partition is scanned.
 */
export async function exportPlans(catalogue: { entries(): Promise<CatalogueEntry[]>; plansById: PlansById }) {
  const entries = await catalogue.entries();
  const plans = await catalogue.plansById(entries.map((entry) => entry.id));
  const ordered = [...plans.values()].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
  return plansCsv(ordered);
}
