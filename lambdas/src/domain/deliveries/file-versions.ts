import type { OrderFile } from '../../repositories/order-item.ts';
import type { StoredFileVersion } from '../../repositories/plan-file-versions-repository.ts';

/** A file an order delivers: the version sold, or a newer one (`updatedAt`), or the sold one kept as `earlier`. */
export interface DeliveryFile extends OrderFile {
  /** When the version served replaced the one sold (null: the file as sold). */
  updatedAt: string | null;
  /** The version sold, kept downloadable beside its replacement (not in the ZIP). */
  earlier: boolean;
}

/** A plan's replacements: old key -> the key that replaced it, and when. */
export type Replacements = ReadonlyMap<string, { key: string; at: string }>;

/** A revision chain longer than this is a loop in the data, not real history. */
const MAX_VERSIONS = 50;

export function replacementsOf(versions: readonly StoredFileVersion[]): Replacements {
  const map = new Map<string, { key: string; at: string }>();
  for (const version of versions) {
    if (version.replaced_by) map.set(version.key, { key: version.replaced_by, at: version.replaced_at ?? '' });
  }
  return map;
}

/** The newest version of a file and when it arrived (the sold key itself when it was never replaced). */
export function latestVersion(key: string, replacements: Replacements): { key: string; at: string | null } {
  let latest: { key: string; at: string | null } = { key, at: null };
  for (let hops = 0; hops < MAX_VERSIONS; hops += 1) {
    const next = replacements.get(latest.key);
    if (!next) break;
    latest = next;
  }
  return latest;
}

/**
 * What an order delivers (docs/decisions/0024): each file sold as its newest version, marked with the day it was
 * updated, and the version sold kept beside it, so a buyer never loses what they bought.
 */
export function deliveryFiles(sold: readonly OrderFile[], replacements: Replacements): DeliveryFile[] {
  const files: DeliveryFile[] = [];
  const seen = new Set<string>();
  for (const file of sold) {
    const latest = latestVersion(file.key, replacements);
    if (latest.key === file.key) {
      if (!seen.has(file.key)) files.push({ ...file, updatedAt: null, earlier: false });
      seen.add(file.key);
      continue;
    }
    if (!seen.has(latest.key)) files.push({ key: latest.key, tier: file.tier, updatedAt: latest.at, earlier: false });
    if (!seen.has(file.key)) files.push({ ...file, updatedAt: null, earlier: true });
    seen.add(latest.key);
    seen.add(file.key);
  }
  return files;
}
