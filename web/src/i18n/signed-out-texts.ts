import { msg } from './msg.ts';

/*
 * The notice after a session times out, shown by lib/account-preferences.tsx (in the entry) at least an hour after
 * the page opened. A module of its own, apart from account-shared-texts.ts, that the entry imports with import()
 * when the notice is due: the first screen does not carry its texts, and their French is in the second catalog
 * (locales/fr-more.json), loaded by then.
 */
export const SIGNED_OUT_TITLE = msg('Signed out');
export const SIGNED_OUT_AFTER_TEXT = msg('You were signed out after {duration} without activity.');
