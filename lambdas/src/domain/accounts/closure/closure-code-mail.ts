import { CLOSURE_CODE_MINUTES } from '@shop/shared/accounts/account-closure';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../../i18n/translate.ts';
import type { OutgoingMail } from '../../ports/mailer.ts';

/** The code that confirms closing the account, in the person's language; it says what to do if they did not ask. */
export function closureCodeMail(input: {
  to: string;
  language: ShopLanguage;
  code: string;
  siteUrl: string;
}): OutgoingMail {
  const t = translatorFor(input.language);
  const { code } = input;
  return {
    kind: 'account-closure-code',
    to: input.to,
    subject: t('Your Tema House Plans account closure code: {code}', { code }),
    text: [
      t('Hello,'),
      '',
      t('To confirm closing your account, enter this code on your profile: {code}', { code }),
      t('It works once, for {minutes} minutes.', { minutes: CLOSURE_CODE_MINUTES }),
      '',
      t(
        'If you did not ask to close your account, ignore this mail: nothing changes without this code, and change your password.',
      ),
      '',
      `Tema House Plans — ${input.siteUrl.replace(/\/+$/, '')}`,
    ].join('\n'),
  };
}
