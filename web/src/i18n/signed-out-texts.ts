import { msg } from './msg.ts';

/*
 * The notice after a session times out, shown by lib/account-preferences.tsx (in the entry) at least an hour after
 * the page opened, by when the second catalog (locales/fr-more.json) is loaded. A module of its own, apart from
 * account-shared-texts.ts, so the entry does not carry that list; a later source, so its French is in that catalog.
 */
export const SIGNED_OUT_TITLE = msg('Signed out');
export const SIGNED_OUT_AFTER_TEXT = msg('You were signed out after {duration} without activity.');
