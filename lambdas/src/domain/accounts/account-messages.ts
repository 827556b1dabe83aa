import { languagePrefix, preferredShopLanguage, type ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../i18n/translate.ts';
import { ACCOUNT_MESSAGE_TEXTS } from './account-message-texts.ts';

/**
 * Cognito's account mails (decision 0028): the sign-up code, a resent code, the forgotten-password code, the code
 * for a changed address and the invitation with a temporary password, written by the shop in the user's language
 * instead of Cognito's default English. Cognito fills in the placeholders it gives (`{####}`, `{username}`).
 */
export type AccountMessageKind = 'sign-up' | 'resend-code' | 'forgot-password' | 'verify-email' | 'invitation';

/** Cognito's CustomMessage trigger sources the shop writes; others (an MFA code) keep Cognito's message. */
export const ACCOUNT_MESSAGE_SOURCES: Readonly<Record<string, AccountMessageKind>> = {
  CustomMessage_SignUp: 'sign-up',
  CustomMessage_ResendCode: 'resend-code',
  CustomMessage_ForgotPassword: 'forgot-password',
  CustomMessage_UpdateUserAttribute: 'verify-email',
  CustomMessage_VerifyUserAttribute: 'verify-email',
  CustomMessage_AdminCreateUser: 'invitation',
};

export interface MessageInputs {
  /** Where Cognito puts the code (or the temporary password). */
  code: string;
  /** Where Cognito puts the user name (the invitation needs it). */
  username: string;
  /** The shop's address, for the invitation's sign-in link; empty when the function does not know it. */
  siteUrl: string;
}

/** A mail as paragraphs; a paragraph that is only the code is shown large. */
export interface MessageText {
  subject: string;
  paragraphs: readonly string[];
}

/** The user's language from Cognito's standard `locale` attribute ("fr", "fr-CI"); English when absent or other. */
export function languageOfLocale(locale: string | undefined): ShopLanguage {
  return preferredShopLanguage(locale ? [locale] : []);
}

/**
 * Cognito sends these mails as HTML: each paragraph in a <p>, the code on its own, large. The texts are the shop's
 * own constants (no user input), and the placeholders are Cognito's, so nothing needs escaping.
 */
function asHtml(text: MessageText, code: string): string {
  return text.paragraphs
    .map((paragraph) =>
      paragraph === code
        ? `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${paragraph}</p>`
        : `<p>${paragraph}</p>`,
    )
    .join('\n');
}

export interface AccountMessage {
  emailSubject: string;
  emailMessage: string;
}

/** The mail for a trigger source in a language, or undefined for a source the shop leaves to Cognito. */
export function accountMessage(
  triggerSource: string,
  language: ShopLanguage,
  inputs: MessageInputs,
): AccountMessage | undefined {
  const kind = ACCOUNT_MESSAGE_SOURCES[triggerSource];
  if (!kind) return undefined;
  const text = ACCOUNT_MESSAGE_TEXTS[kind](inputs, translatorFor(language), languagePrefix(language));
  return { emailSubject: text.subject, emailMessage: asHtml(text, inputs.code) };
}
