import { afterEach, describe, expect, it } from 'vitest';
import { parseRichText } from '../src/components/ui/rich-text.tsx';
import { ABOUT_CONTENT_FR } from '../src/features/content/data/about-content.fr.ts';
import { ABOUT_CONTENT, aboutContent } from '../src/features/content/data/about-content.ts';
import { COOKIE_POLICY_FR } from '../src/features/content/data/cookie-policy.fr.ts';
import { HOW_IT_WORKS_CONTENT_FR } from '../src/features/content/data/how-it-works-content.fr.ts';
import { HOW_IT_WORKS_CONTENT, howItWorksContent } from '../src/features/content/data/how-it-works-content.ts';
import { cookiesContent, privacyContent, termsContent } from '../src/features/content/data/legal-content.ts';
import {
  COOKIE_POLICY,
  type LegalDocument,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
} from '../src/features/content/data/legal-documents.ts';
import { PRIVACY_POLICY_FR } from '../src/features/content/data/privacy-policy.fr.ts';
import { SERVICES_CONTENT_FR } from '../src/features/content/data/services-content.fr.ts';
import { SERVICES_CONTENT, servicesContent } from '../src/features/content/data/services-content.ts';
import { TERMS_OF_SERVICE_FR } from '../src/features/content/data/terms-of-service.fr.ts';
import { activateLanguage } from '../src/i18n/i18n.ts';

/** Each page's English texts beside its French ones. */
const PAGES = [
  { name: 'about', english: ABOUT_CONTENT, french: ABOUT_CONTENT_FR },
  { name: 'services', english: SERVICES_CONTENT, french: SERVICES_CONTENT_FR },
  { name: 'how it works', english: HOW_IT_WORKS_CONTENT, french: HOW_IT_WORKS_CONTENT_FR },
] as const;

const LEGAL = [
  { name: 'terms', english: TERMS_OF_SERVICE, french: TERMS_OF_SERVICE_FR },
  { name: 'privacy', english: PRIVACY_POLICY, french: PRIVACY_POLICY_FR },
  { name: 'cookies', english: COOKIE_POLICY, french: COOKIE_POLICY_FR },
] as const;

/** Fields that say what a thing is rather than what it says (a block's kind, a date): the same in both languages. */
const STRUCTURE = new Set(['kind', 'updated']);
/** A text that is the same in both languages by nature: figures, prices, dates. */
const LANGUAGE_FREE = /^(?:[\d\s.,:+\-₵$%\u00a0\u202f]|m²)*$/;
/** Common English words that French text never holds (names such as "Data Protection Act" contain none). */
const ENGLISH_WORDS = /\b(the|and|your|with|you|our|we|is|are|of|for|to|be)\b/i;

/**
 * Where the French version differs in shape from the English one (another key, another number of items), has an
 * empty text, or kept an English text: each as "path: what".
 */
function problems(english: unknown, french: unknown, path = ''): string[] {
  if (typeof english === 'string') {
    if (typeof french !== 'string') return [`${path}: not a text`];
    if (!french.trim()) return [`${path}: empty`];
    if (french === english && !LANGUAGE_FREE.test(english)) return [`${path}: same as the English`];
    if (ENGLISH_WORDS.test(french)) return [`${path}: English words in "${french}"`];
    return [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(french) || french.length !== english.length) return [`${path}: not ${english.length} items`];
    return english.flatMap((item, index) => problems(item, french[index], `${path}[${index}]`));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof french !== 'object' || french === null) return [`${path}: not an object`];
    const keys = Object.keys(english).sort();
    if (Object.keys(french).sort().join() !== keys.join()) return [`${path}: keys differ`];
    return keys.flatMap((key) => {
      const [en, fr] = [(english as Record<string, unknown>)[key], (french as Record<string, unknown>)[key]];
      if (STRUCTURE.has(key)) return en === fr ? [] : [`${path}.${key}: ${String(fr)} is not ${String(en)}`];
      return problems(en, fr, `${path}.${key}`);
    });
  }
  return english === french ? [] : [`${path}: ${String(french)} is not ${String(english)}`];
}

/** A legal document with its body as blocks, so each heading, paragraph and list item is compared to its twin. */
function asBlocks(document: LegalDocument) {
  return { ...document, body: parseRichText(document.body) };
}

/** The number a legal heading starts with ("## 7. Refunds" has "7"), so sections stay in step. */
const sectionNumbers = (document: LegalDocument) =>
  parseRichText(document.body).map((block) => (block.kind === 'heading' ? /^\d*/.exec(block.text)?.[0] : block.kind));

describe('the French content modules', () => {
  it('finds an untranslated, empty or missing text (the check itself works)', () => {
    // Act
    const found = problems(
      { lead: 'We build homes.', steps: ['Browse', 'Pay'], area: '150\u00a0m²' },
      { lead: 'We build homes.', steps: [''], area: '150\u00a0m²' },
    );
    const halfDone = problems({ text: 'Pay by card.' }, { text: 'Payez par carte and mobile money.' });

    // Assess
    expect(found).toEqual(['.lead: same as the English', '.steps: not 2 items']);
    expect(halfDone).toEqual(['.text: English words in "Payez par carte and mobile money."']);
  });

  it.each(PAGES)('gives $name every text the English page has, each translated', ({ english, french }) => {
    expect(problems(english, french)).toEqual([]);
  });

  it.each(LEGAL)(
    'translates the $name document block by block, with the same sections and date',
    ({ english, french }) => {
      // Assess: every heading, paragraph and list item has its French twin, in the same order
      expect(problems(asBlocks(english), asBlocks(french))).toEqual([]);
      expect(sectionNumbers(french)).toEqual(sectionNumbers(english));
      expect(french.updated).toBe(english.updated);
    },
  );

  it('writes French typography in the long texts: no plain space before ; : ! ? and no straight apostrophe', () => {
    // Prepare
    const texts = JSON.stringify([...PAGES.map((page) => page.french), ...LEGAL.map((document) => document.french)]);

    // Assess
    expect(texts.match(/.{20} [;:!?]/g) ?? []).toEqual([]);
    expect(texts.match(/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/g) ?? []).toEqual([]);
  });

  it('keeps the refund, notice and age rules in the French terms and privacy policy', () => {
    expect(TERMS_OF_SERVICE_FR.body).toContain('dans les 30\u00a0jours suivant l’achat');
    expect(TERMS_OF_SERVICE_FR.body).toContain('les fichiers du plan ne doivent pas avoir été téléchargés');
    expect(TERMS_OF_SERVICE_FR.body).toContain('un seul remboursement par plan');
    expect(TERMS_OF_SERVICE_FR.body).toContain('sous 5 à 7\u00a0jours ouvrés');
    expect(TERMS_OF_SERVICE_FR.body).toContain('au moins 30\u00a0jours avant');
    expect(PRIVACY_POLICY_FR.body).toContain('pas destinés aux personnes de moins de 18\u00a0ans');
  });
});

describe('a page’s long texts in its language', () => {
  afterEach(() => activateLanguage('en'));

  it('are the English ones on an English page, the French module once loaded on a French page', async () => {
    // Prepare
    const handles = [
      [aboutContent, ABOUT_CONTENT, ABOUT_CONTENT_FR],
      [servicesContent, SERVICES_CONTENT, SERVICES_CONTENT_FR],
      [howItWorksContent, HOW_IT_WORKS_CONTENT, HOW_IT_WORKS_CONTENT_FR],
      [termsContent, TERMS_OF_SERVICE, TERMS_OF_SERVICE_FR],
      [privacyContent, PRIVACY_POLICY, PRIVACY_POLICY_FR],
      [cookiesContent, COOKIE_POLICY, COOKIE_POLICY_FR],
    ] as const;
    for (const [handle, english] of handles) expect(handle.get()).toBe(english);

    // Act
    await activateLanguage('fr');
    await Promise.all(handles.map(([handle]) => handle.load()));

    // Assess
    for (const [handle, , french] of handles) expect(handle.get()).toBe(french);
    await activateLanguage('en');
    for (const [handle, english] of handles) expect(handle.get()).toBe(english);
  });
});
