import { displayName } from '@shop/shared/accounts/profile';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { LicensedBuild } from '@shop/shared/orders/plan-extras';
import type { Package } from '@shop/shared/plans/plan';
import type { StoredProfile } from '../../repositories/profiles-repository.ts';
import { licenceTexts } from './licence-texts.ts';

/** Who holds the licence for an order, and for what: what every stamp and the certificate say. */
export interface LicenceDetails {
  licenseeName: string;
  licenseeEmail: string;
  orderId: string;
  invoiceNumber: string;
  planTitle: string;
  tier: Package;
  /** The day the licence was bought (the payment's date), as "25 November 2026" or "25 novembre 2026". */
  date: string;
  /** The buyer's language (the order's): the stamp and the certificate are written in it. */
  language: ShopLanguage;
  /** Every build the buyer's licences of the plan cover (decision 0054); the certificate lists two or more. */
  builds?: LicensedBuild[];
}

/** "25 November 2026" ("25 novembre 2026" in French), in UTC: the same on every sheet whoever reads it. */
export function licenceDate(iso: string, language: ShopLanguage = 'en'): string {
  return new Intl.DateTimeFormat(licenceTexts(language).locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * Who the licence names: the name written at checkout and kept on the order; for orders made before checkout asked
 * for it, the profile's full name, else the first name alone, else the email.
 */
export function licenseeName(
  order: { licenceName?: string; user_email: string },
  profile: StoredProfile | undefined,
): string {
  const written = order.licenceName?.trim();
  if (written) return written;
  const email = order.user_email;
  const full = displayName({ first_name: profile?.first_name ?? '', last_name: profile?.last_name ?? '', email });
  return full !== email ? full : profile?.first_name?.trim() || email;
}

/** The line on every sheet of a stamped PDF, in the buyer's language. */
export function sheetLine(details: LicenceDetails): string {
  const who =
    details.licenseeName === details.licenseeEmail
      ? details.licenseeName
      : `${details.licenseeName} (${details.licenseeEmail})`;
  return licenceTexts(details.language).sheetLine(who, details.invoiceNumber, details.date);
}

/** Latin-1's printable characters: what the standard fonts draw (French's é, à, ç among them). */
const DRAWABLE = /^[\x20-\x7e\xa0-\xff]$/;

/**
 * The standard PDF fonts only draw Windows-1252 text. Latin-1 letters are kept ("Licence accordée à Adèle"), other
 * accented letters fall back to their letter (Ŋ, ɔ stay readable where they can), typographic quotes become plain
 * ones, and anything else becomes "?", so a name never stops a delivery.
 */
export function drawableText(text: string): string {
  let out = '';
  for (const character of text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')) {
    if (DRAWABLE.test(character)) out += character;
    else {
      const base = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += DRAWABLE.test(base) ? base : '?';
    }
  }
  return out;
}
