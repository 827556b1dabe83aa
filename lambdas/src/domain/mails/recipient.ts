import { formatDateTimeIn } from '@shop/shared/i18n/format-details';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../i18n/translate.ts';
import type { StoredProfile } from '../../repositories/profile-item.ts';

/** Who a buyer's mail is for: the name on their profile and the zone their dates are written in. */
export interface MailRecipient {
  /** First and last name from the profile; absent when the profile has none (never the email). */
  name?: string;
  /** An IANA zone; the shop's own (Accra) unless the buyer has another stored. */
  timeZone?: string;
}

export const SHOP_TIME_ZONE = 'Africa/Accra';

export function recipientFromProfile(
  profile: Pick<StoredProfile, 'first_name' | 'last_name'> | undefined,
): MailRecipient {
  const name = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? { name } : {};
}

/** "Dear Ama Mensah," / "Bonjour Ama Mensah," with a name, else a neutral "Hello," / "Bonjour,". */
export function greetingFor(recipient: MailRecipient, language: ShopLanguage): string {
  const t = translatorFor(language);
  return recipient.name ? t('Dear {name},', { name: recipient.name }) : t('Hello,');
}

/** A date and time as the buyer reads it: their language, their zone (Intl, via the shared formatter). */
export function dateFor(iso: string | null | undefined, recipient: MailRecipient, language: ShopLanguage): string {
  return iso ? formatDateTimeIn(iso, language, recipient.timeZone ?? SHOP_TIME_ZONE) : '';
}
