import { displayName } from '@shop/shared/accounts/profile';
import type { Package } from '@shop/shared/plans/plan';
import type { StoredProfile } from '../../repositories/profiles-repository.ts';

/** Who holds the licence for an order, and for what: what every stamp and the certificate say. */
export interface LicenceDetails {
  licenseeName: string;
  licenseeEmail: string;
  orderId: string;
  invoiceNumber: string;
  planTitle: string;
  tier: Package;
  /** The day the licence was bought (the payment's date), as "25 November 2026". */
  date: string;
}

/** "25 November 2026", in UTC: the same on every sheet whoever reads it. */
export function licenceDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** The buyer's name from their profile, or their email when they gave no full name. */
export function licenseeName(profile: StoredProfile | undefined, email: string): string {
  return displayName({ first_name: profile?.first_name ?? '', last_name: profile?.last_name ?? '', email });
}

/** The line on every sheet of a stamped PDF. */
export function sheetLine(details: LicenceDetails, claim: string): string {
  const who =
    details.licenseeName === details.licenseeEmail
      ? details.licenseeName
      : `${details.licenseeName} (${details.licenseeEmail})`;
  return `Licensed to ${who} - Order ${details.invoiceNumber} - ${details.date} - ${claim}`;
}

/**
 * The standard PDF fonts only draw Windows-1252 text. Accents are dropped to their letter (Adjoa Asantewaa stays
 * readable), anything else outside that set becomes "?", so a name never stops a delivery.
 */
export function drawableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}
