import type { Ad, AdPosition } from '@shop/shared/storefront/ads';
import type { AdFields } from '../../../src/repositories/ad-item.ts';
import type { AdWrites } from '../../../src/repositories/ad-writes.ts';
import type { AdEventKind, AdsRepository } from '../../../src/repositories/ads-repository.ts';

const COUNTER: Record<AdEventKind, 'impressions' | 'clicks'> = { impression: 'impressions', click: 'clicks' };

/**
 * Ads in memory, as staff write them and the storefront reads them: only active ads are live (by position), staff
 * see every ad newest first, an update sets only the changed fields (so counts made meanwhile stay), and a missing
 * ad is undefined (or false) rather than an error.
 */
export function adsFake(initial: readonly Ad[] = []) {
  const ads = new Map(initial.map((ad) => [ad.id, structuredClone(ad)]));
  const events = new Set<string>();
  const copy = (ad: Ad | undefined) => ad && structuredClone(ad);

  const writes = {
    async get(id: string): Promise<Ad | undefined> {
      return copy(ads.get(id));
    },

    async listAll(): Promise<Ad[]> {
      return [...ads.values()]
        .sort((a, b) =>
          a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at),
        )
        .map((ad) => structuredClone(ad));
    },

    async create(ad: Ad): Promise<void> {
      if (ads.has(ad.id)) throw new Error(`Ad ${ad.id} exists`);
      ads.set(ad.id, structuredClone(ad));
    },

    async update(next: Ad, changed: readonly (keyof Ad)[]): Promise<Ad | undefined> {
      const stored = ads.get(next.id);
      if (!stored) return undefined;
      const updated: Ad = { ...stored, updated_at: next.updated_at };
      for (const field of changed) Object.assign(updated, { [field]: next[field] });
      ads.set(next.id, updated);
      return structuredClone(updated);
    },

    async remove(id: string): Promise<Ad | undefined> {
      const stored = ads.get(id);
      ads.delete(id);
      return stored;
    },
  } satisfies AdWrites;

  const storefront = {
    async save(ad: AdFields): Promise<Ad> {
      const stored = ads.get(ad.id);
      const saved: Ad = { ...ad, impressions: stored?.impressions ?? 0, clicks: stored?.clicks ?? 0 };
      ads.set(ad.id, saved);
      return structuredClone(saved);
    },

    async delete(id: string): Promise<void> {
      ads.delete(id);
    },

    async active(position?: AdPosition): Promise<Ad[]> {
      return [...ads.values()]
        .filter((ad) => ad.is_active && (!position || ad.position === position))
        .sort((a, b) => (a.position === b.position ? a.id.localeCompare(b.id) : a.position.localeCompare(b.position)))
        .map((ad) => structuredClone(ad));
    },

    async markEvent(adId: string, kind: AdEventKind, pageLoadId: string, _expiresAt: number): Promise<boolean> {
      const marker = `${adId} ${kind} ${pageLoadId}`;
      if (events.has(marker)) return false;
      events.add(marker);
      return true;
    },

    async count(adId: string, kind: AdEventKind): Promise<boolean> {
      const stored = ads.get(adId);
      if (!stored) return false;
      stored[COUNTER[kind]] += 1;
      return true;
    },
  } satisfies Omit<AdsRepository, 'get'>;

  return { ...writes, ...storefront };
}

export type AdsFake = ReturnType<typeof adsFake>;
