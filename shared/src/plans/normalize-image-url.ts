import { LOGO_URL } from '../constants.ts';

/** Placeholder-service addresses such as ".../400x300?text=Villa" show the logo instead: a stand-in picture says nothing about the house. */
const PLACEHOLDER = /\d+x\d+\?text=/;

/** The shop's image address rules: https for protocol-relative, logo for placeholders and blanks, trimmed. */
export function normalizeImageUrl(value: unknown): string {
  if (typeof value !== 'string') return LOGO_URL;
  const url = value.trim();
  if (url === '' || PLACEHOLDER.test(url)) return LOGO_URL;
  if (url.startsWith('//')) return `https:${url}`;
  return url;
}

/** Gallery lists may arrive as JSON text; anything unreadable becomes an empty list. */
export function normalizeGallery(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((item) => typeof item === 'string' && item.trim() !== '').map(normalizeImageUrl);
}
