import type { StoredProfile } from '../../repositories/profiles-repository.ts';

const FALLBACK_NAME = 'Customer';

/**
 * The name shown on a review: the author's first and last name as they wrote them on their profile,
 * else the part of their email before the @ (never the whole address: reviews are public).
 */
export function reviewAuthor(profile: StoredProfile | undefined, email: string | undefined) {
  const name = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const localPart = email?.split('@')[0]?.trim() ?? '';
  return { name: name || localPart || FALLBACK_NAME, avatar_url: profile?.avatar_url ?? '' };
}
