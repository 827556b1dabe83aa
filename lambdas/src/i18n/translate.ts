import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/shared/i18n/languages';
import french from './locales/fr.json' with { type: 'json' };

/*
 * The mails' texts, in Lingui's runtime as on the web (decision 0070): a text's id is its English wording, written
 * where the mail writes it (`t('Thank you for your purchase.')`), placeholders are `{name}`, and the French catalog
 * (locales/fr.json) is keyed by the English wording. One I18n instance per language, never the global one: a
 * Lambda renders mails in both languages, and switching one shared instance would race between them.
 */

export type Values = Record<string, string | number>;

/** The text in a mail's language, its placeholders filled: `t('The link works until {date}.', { date })`. */
export type Translate = (id: string, values?: Values) => string;

/** Marks a text whose id is chosen at run time (`t(PACKAGE_IDS[tier])`), so the catalog test finds it. */
export const msg = (id: string): string => id;

const compiled = new Map<string, CompiledMessage>();

/** Lingui renders compiled messages only; each text is compiled once per process, when a mail first needs it. */
function compileOnce(message: string): CompiledMessage {
  let result = compiled.get(message);
  if (!result) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
}

const instances = new Map<ShopLanguage, I18n>();

function i18nFor(language: ShopLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    // English needs no catalog: its ids are its wording. French is compiled on the first French mail, so a cold
    // start that sends none pays nothing for it.
    const messages: Messages = language === DEFAULT_LANGUAGE ? {} : { ...(french as Record<string, string>) };
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    // A text the catalog lacks falls back to its English wording, compiled the same way (the catalog test keeps
    // that from reaching a buyer).
    i18n.setMessagesCompiler(compileOnce);
    instances.set(language, i18n);
  }
  return i18n;
}

/*
 * Values go in after Lingui renders the message, in one pass over its output (private-use marks hold their places):
 * Lingui decodes `\u0041`-like sequences in what it renders, and a name or a reason someone typed must reach the
 * mail as typed.
 */
const SLOT = /\uE000(\d+)\uE001/g;

/** The translate function of a language. */
export function translatorFor(language: ShopLanguage | undefined): Translate {
  const i18n = i18nFor(language ?? DEFAULT_LANGUAGE);
  return (id, values) => {
    if (!values) return i18n._(id);
    const entries = Object.entries(values);
    const slots = Object.fromEntries(entries.map(([name], index) => [name, `\uE000${index}\uE001`]));
    return i18n._(id, slots).replace(SLOT, (_, index: string) => String(entries[Number(index)]?.[1] ?? ''));
  };
}
