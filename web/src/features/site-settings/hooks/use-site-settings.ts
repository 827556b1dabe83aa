import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../api/get-site-settings.ts';
import { type SiteIdentity, siteIdentity } from '../utils/site-identity.ts';

/**
 * The site name, description and contact email staff saved. Never waits: until the request answers, or if it
 * fails, the firm's constants stand in, so the header and footer paint at once and never show blanks.
 */
export function useSiteSettings(): SiteIdentity {
  const { data } = useQuery(siteSettingsQueryOptions());
  return siteIdentity(data);
}
