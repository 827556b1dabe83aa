import { BUSINESS } from '@shop/shared/business';
import type { EditableSiteSettings } from '@shop/shared/settings/site-settings';
import type { Translate } from '../../i18n/translate.ts';

/** How the shop names itself in mails: the saved site name and contact email (General tab). */
export type MailSignature = Pick<EditableSiteSettings, 'site_name' | 'contact_email'>;

/** The closing lines of a buyer's mail: where to ask, and the shop's name. */
export const signatureLines = (shop: MailSignature, t: Translate): string[] => [
  t('Questions? Write to {email} or call {phone}.', { email: shop.contact_email, phone: BUSINESS.phones[0] }),
  shop.site_name,
];

/** "7 days", "1 day": a number of days in a sentence. */
export const dayCount = (days: number, t: Translate): string => (days === 1 ? t('1 day') : t('{days} days', { days }));
