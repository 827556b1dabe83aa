import type { ProfilesRepository, StoredProfile } from '../../../src/repositories/profiles-repository.ts';

/** Buyers' profiles in memory, by account id, for the reads mails make (the name they are greeted by). */
export function profilesFake(profiles: Record<string, StoredProfile> = {}) {
  const stored = new Map(Object.entries(profiles));
  return {
    async get(sub: string): Promise<StoredProfile | undefined> {
      const profile = stored.get(sub);
      return profile && { ...profile };
    },
  } satisfies Pick<ProfilesRepository, 'get'>;
}
