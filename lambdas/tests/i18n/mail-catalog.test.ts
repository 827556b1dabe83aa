import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../../i18next.config.ts';
import { frenchGaps, GAPS_ADVICE } from '../../../web/build/catalog-check.ts';
import { placeholders } from '../../../web/build/catalog-split.ts';
import { extractTexts } from '../../../web/build/text-extractor.ts';
import french from '../../src/i18n/locales/fr.json' with { type: 'json' };

/*
 * The mails' French catalog against the texts the Lambdas' code writes, found the way the web finds its own: every
 * `t('...')` and `msg('...')` in lambdas/src, read by i18next-cli's extractor with the repo's configuration
 * (i18next.config.ts, web/build/text-extractor.ts).
 */
const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const CATALOG = 'lambdas/src/i18n/locales/fr.json';
const { ids, unreadable } = await extractTexts(mailTexts, SRC);
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

  it("reads every t() call's text, or the call is marked as choosing among texts marked with msg()", () => {
    expect(unreadable.map(({ file, line, code }) => `lambdas/src/${file}:${line} ${code}`)).toEqual([]);
  });

  it('has a French text for every text a mail writes, and none for a text no mail writes any more', () => {
    expect(frenchGaps(ids, fr, CATALOG), GAPS_ADVICE).toEqual([]);
  });

  it('names a new mail text that has no French yet, and the file that writes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-texts-'));
    writeFileSync(
      join(dir, 'reminder-mail.ts'),
      "export const reminder = (t: (id: string) => string) => [t('Hello,'), t('Your plans wait for you.')];",
    );
    const config = { ...mailTexts, extract: { ...mailTexts.extract, input: [`${dir}/**/*.ts`] } };
    const added = await extractTexts(config, dir).finally(() => rmSync(dir, { recursive: true, force: true }));

    expect(frenchGaps(added.ids, { 'Hello,': 'Bonjour,' }, CATALOG)).toEqual([
      `"Your plans wait for you." (reminder-mail.ts) has no French in ${CATALOG}`,
    ]);
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
