import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../../i18n/translate.ts';
import type { OutgoingMail } from '../../ports/mailer.ts';

/** Tells the person, in their language, their account is closed, what the firm kept and why, and the reference. */
export function accountClosedMail(input: {
  to: string;
  language: ShopLanguage;
  reference: string;
  ordersKept: number;
  reviews: 'keep' | 'remove';
  siteUrl: string;
}): OutgoingMail {
  const t = translatorFor(input.language);
  return {
    kind: 'account-closed',
    to: input.to,
    subject: t('Your Tema House Plans account is closed'),
    text: [
      t('Hello,'),
      '',
      t(
        'Your Tema House Plans account is closed: you can no longer sign in, and your profile, favourites, settings, pictures and newsletter subscription are deleted.',
      ),
      input.reviews === 'keep'
        ? t('Your reviews stay published under "Former customer", without your name or picture.')
        : t('Your reviews are removed.'),
      t(
        'We keep {count} order(s) and their invoices for our accounts, with only what the law asks of us (numbers, dates, amounts, tax, the billing name). Licences already issued stay valid.',
        { count: input.ordersKept },
      ),
      '',
      t('Closure reference: {reference}', { reference: input.reference }),
      t('Quote it if you write to us about those orders.'),
      '',
      `Tema House Plans — ${input.siteUrl.replace(/\/+$/, '')}`,
    ].join('\n'),
  };
}
