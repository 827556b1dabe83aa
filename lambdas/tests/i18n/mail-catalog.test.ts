import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { extractTextIds, placeholders } from '../../../web/build/i18n-extract.ts';
import french from '../../src/i18n/locales/fr.json' with { type: 'json' };

/*
 * The mails' French catalog against the texts the Lambdas' code writes, found the way the web finds its own: every
 * `t('...')` and `msg('...')` with a literal text in lambdas/src (the same extraction, web/build/i18n-extract.ts).
 */
const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const ids = extractTextIds(SRC);
const fr = french as Record<string, string>;

describe("the mails' French catalog", () => {
  it('finds the texts in the mails (the extraction itself works)', () => {
    expect(ids.get('Thank you for your purchase.')).toContain('domain/payments/confirmation-mail.ts');
    // Double-quoted (it holds a straight apostrophe), and marked with msg() where the id is chosen at run time.
    expect(
      ids.has(
        "Your request about {about} has reached our team. We answer on the request's page, and mail you each time we do.",
      ),
    ).toBe(true);
    expect(ids.get('Premium Package')).toEqual(['domain/payments/package-names.ts']);
    expect(ids.size).toBeGreaterThan(80);
  });

  it('has a French text for every text a mail writes, and none for a text no mail writes any more', () => {
    const missing = [...ids.keys()].filter((id) => !fr[id]?.trim());
    const stale = Object.keys(fr).filter((id) => !ids.has(id));

    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('keeps every placeholder of the English text in its French one', () => {
    const mismatched = Object.entries(fr).filter(([id, text]) => placeholders(id).join() !== placeholders(text).join());

    expect(mismatched).toEqual([]);
  });

  it('holds only messages Lingui compiles, in both languages (no stray brace or quote)', () => {
    const broken = [...ids.keys(), ...Object.values(fr)].filter((text) => {
      try {
        compileMessageOrThrow(text);
        return false;
      } catch {
        return true;
      }
    });

    expect(broken).toEqual([]);
  });

  it('writes French with its typography: a narrow no-break space before ; : ! ? and no straight apostrophe', () => {
    const untidy = Object.values(fr).filter(
      (text) => /[^\u202f][;:!?]/.test(text) || /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/.test(text),
    );

    expect(untidy).toEqual([]);
  });
});
