import { BUSINESS } from '@shop/shared/business';
import type { Translate } from '../../i18n/translate.ts';
import type { AccountMessageKind, MessageInputs, MessageText } from './account-messages.ts';

/** A mail's texts; `prefix` is the language's URL prefix ('' or '/fr'). */
type Write = (inputs: MessageInputs, t: Translate, prefix: string) => MessageText;

const shop = BUSINESS.name;

/** The closing lines of every account mail. */
const closing = (t: Translate) => [
  t('Questions? Call us on {phone}.', { phone: BUSINESS.phones[0] }),
  `${shop}, ${BUSINESS.address}`,
];

/** The account mails, each written once; `t` gives its texts in the user's language (decision 0070). */
export const ACCOUNT_MESSAGE_TEXTS: Record<AccountMessageKind, Write> = {
  'sign-up': ({ code }, t) => ({
    subject: t('Your {shop} verification code', { shop }),
    paragraphs: [
      t('Welcome to {shop}!', { shop }),
      t('Thank you for creating an account. To confirm your email address, enter this code on our website:'),
      code,
      t(
        'The code is valid for 24 hours. If you did not create an account, you can ignore this email: no account is opened without this code.',
      ),
      ...closing(t),
    ],
  }),
  'resend-code': ({ code }, t) => ({
    subject: t('Your new {shop} verification code', { shop }),
    paragraphs: [
      t('Here is your new code to confirm your email address:'),
      code,
      t('It replaces any code we sent you before and is valid for 24 hours.'),
      ...closing(t),
    ],
  }),
  'forgot-password': ({ code }, t) => ({
    subject: t('Reset your {shop} password', { shop }),
    paragraphs: [
      t(
        'We received a request to reset the password of your account. Enter this code on our website to choose a new password:',
      ),
      code,
      t(
        'The code is valid for 1 hour. If you did not ask to reset your password, ignore this email: your password stays the same.',
      ),
      ...closing(t),
    ],
  }),
  'verify-email': ({ code }, t) => ({
    subject: t('Confirm your email address for {shop}', { shop }),
    paragraphs: [
      t('Enter this code on our website to confirm your email address:'),
      code,
      t('If you did not ask for this, ignore this email.'),
      ...closing(t),
    ],
  }),
  invitation: ({ code, username, siteUrl }, t, prefix) => ({
    subject: t('Your invitation to {shop}', { shop }),
    paragraphs: [
      t('An account has been created for you on {shop}.', { shop }),
      siteUrl
        ? t('Sign in at {link} with your email address and this temporary password:', {
            link: `${siteUrl}${prefix || '/'}`,
          })
        : t('Sign in on our website with your email address and this temporary password:'),
      code,
      t('Your user name: {username}', { username }),
      t('At your first sign-in you will choose your own password. The temporary password is valid for 7 days.'),
      ...closing(t),
    ],
  }),
};
