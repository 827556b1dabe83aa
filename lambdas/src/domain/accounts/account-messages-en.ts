import { BUSINESS } from '@shop/shared/business';
import type { AccountMessages } from './account-messages.ts';

/** The account mails in English; the French ones beside them say the same (account-messages-fr.ts). */
const closing = [`Questions? Call us on ${BUSINESS.phones[0]}.`, `${BUSINESS.name}, ${BUSINESS.address}`];

export const ENGLISH_ACCOUNT_MESSAGES: AccountMessages = {
  'sign-up': ({ code }) => ({
    subject: `Your ${BUSINESS.name} verification code`,
    paragraphs: [
      `Welcome to ${BUSINESS.name}!`,
      'Thank you for creating an account. To confirm your email address, enter this code on our website:',
      code,
      'The code is valid for 24 hours. If you did not create an account, you can ignore this email: no account is opened without this code.',
      ...closing,
    ],
  }),
  'resend-code': ({ code }) => ({
    subject: `Your new ${BUSINESS.name} verification code`,
    paragraphs: [
      'Here is your new code to confirm your email address:',
      code,
      'It replaces any code we sent you before and is valid for 24 hours.',
      ...closing,
    ],
  }),
  'forgot-password': ({ code }) => ({
    subject: `Reset your ${BUSINESS.name} password`,
    paragraphs: [
      'We received a request to reset the password of your account. Enter this code on our website to choose a new password:',
      code,
      'The code is valid for 1 hour. If you did not ask to reset your password, ignore this email: your password stays the same.',
      ...closing,
    ],
  }),
  'verify-email': ({ code }) => ({
    subject: `Confirm your email address for ${BUSINESS.name}`,
    paragraphs: [
      'Enter this code on our website to confirm your email address:',
      code,
      'If you did not ask for this, ignore this email.',
      ...closing,
    ],
  }),
  invitation: ({ code, username, siteUrl }) => ({
    subject: `Your invitation to ${BUSINESS.name}`,
    paragraphs: [
      `An account has been created for you on ${BUSINESS.name}.`,
      `Sign in ${siteUrl ? `at ${siteUrl}/ ` : 'on our website '}with your email address and this temporary password:`,
      code,
      `Your user name: ${username}`,
      'At your first sign-in you will choose your own password. The temporary password is valid for 7 days.',
      ...closing,
    ],
  }),
};
