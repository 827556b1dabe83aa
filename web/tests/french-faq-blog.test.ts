import { BLOG_ARTICLES, type BlogArticleMeta } from '@shop/shared/content/blog-articles';
import { BLOG_ARTICLES_FR } from '@shop/shared/content/blog-articles-fr';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRichText } from '../src/components/ui/rich-text.tsx';
import { ARTICLE_BODIES_FR } from '../src/features/blog/data/article-bodies.fr.ts';
import { ARTICLE_BODIES } from '../src/features/blog/data/article-bodies.ts';
import { articleBody, articleBySlug, blogArticlesContent } from '../src/features/blog/data/blog-content.ts';
import { filterArticles, formatArticleDate } from '../src/features/blog/utils/filter-articles.ts';
import { faqContent } from '../src/features/faq/data/faq-content.ts';
import { FAQ_ENTRIES_FR } from '../src/features/faq/data/faq-entries.fr.ts';
import { FAQ_ENTRIES } from '../src/features/faq/data/faq-entries.ts';
import { filterFaq } from '../src/features/faq/utils/filter-faq.ts';
import { activateLanguage } from '../src/i18n/i18n.ts';
import { matchesSearch, searchable } from '../src/lib/search-text.ts';

/** Tags spelled the same in both languages (a place, or a word French shares with English). */
const SAME_IN_BOTH = new Set(['Tema', 'Ventilation', 'Orientation', 'Budget', 'Extensions']);

/** French typography as the catalog test wants it: a no-break space before ; : ! ? and ’ for the apostrophe. */
function untidy(text: string): boolean {
  return / [;:!?]/.test(text) || /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/.test(text);
}

/** An article's texts that a reader sees, for the checks that apply to every one of them. */
const readerTexts = (article: BlogArticleMeta) => [article.title, article.excerpt, article.imageAlt, article.author];

describe('the French FAQ', () => {
  it('has every English entry, same id and category in the same order, and nothing left empty or in English', () => {
    // Assess
    expect(FAQ_ENTRIES_FR.map((e) => [e.id, e.category])).toEqual(FAQ_ENTRIES.map((e) => [e.id, e.category]));
    FAQ_ENTRIES_FR.forEach((french, index) => {
      const english = FAQ_ENTRIES[index];
      expect(french.question.trim(), french.id).not.toBe('');
      expect(french.answer.trim(), french.id).not.toBe('');
      expect(french.question, french.id).not.toBe(english?.question);
      expect(french.answer, french.id).not.toBe(english?.answer);
      expect(untidy(french.question) || untidy(french.answer), french.id).toBe(false);
    });
  });

  it('states the same facts from shared/, written the French way', () => {
    // Prepare
    const answer = (id: string) => FAQ_ENTRIES_FR.find((entry) => entry.id === id)?.answer ?? '';

    // Assess
    expect(answer('refunds')).toContain('garantie satisfait ou remboursé de 30 jours');
    expect(answer('refunds')).toContain('sous 5 à 7 jours ouvrés');
    expect(answer('refunds')).toContain('un remboursement par plan');
    expect(answer('design-fees')).toContain('70\u202f₵ par mètre carré');
    expect(answer('design-fees')).toContain('10\u202f500\u202f₵');
    expect(answer('currency')).toContain('0,067 dollar par cedi');
    expect(answer('where-are-you')).toContain('du lundi au vendredi de 8 h à 18 h');
    expect(answer('download')).toContain('ouverts 7 jours');
  });
});

describe('the French blog', () => {
  it('has every article with the same id, slug, date, category and picture, in the same order', () => {
    // Assess
    const fixed = ({ id, slug, date, category, image }: BlogArticleMeta) => ({ id, slug, date, category, image });
    expect(BLOG_ARTICLES_FR.map(fixed)).toEqual(BLOG_ARTICLES.map(fixed));
  });

  it('translates every title, excerpt, picture description, author and tag', () => {
    BLOG_ARTICLES_FR.forEach((french, index) => {
      const english = BLOG_ARTICLES[index] as BlogArticleMeta;
      readerTexts(french).forEach((text, field) => {
        expect(text.trim(), `${french.slug} #${field}`).not.toBe('');
        expect(text, `${french.slug} #${field}`).not.toBe(readerTexts(english)[field]);
        expect(untidy(text), `${french.slug} #${field}`).toBe(false);
      });
      expect(french.tags, french.slug).toHaveLength(english.tags.length);
      french.tags.forEach((tag, tagIndex) => {
        expect(tag.trim()).not.toBe('');
        if (!SAME_IN_BOTH.has(tag)) expect(tag, french.slug).not.toBe(english.tags[tagIndex]);
      });
    });
  });

  it('has a French body for each article with the English one’s sections, headings and lists, none left in English', () => {
    // Assess
    expect(Object.keys(ARTICLE_BODIES_FR).sort()).toEqual(Object.keys(ARTICLE_BODIES).sort());
    for (const [slug, english] of Object.entries(ARTICLE_BODIES)) {
      const frenchBlocks = parseRichText(ARTICLE_BODIES_FR[slug] ?? '');
      const englishBlocks = parseRichText(english);
      const shape = (blocks: typeof englishBlocks) =>
        blocks.map((block) => (block.kind === 'list' ? `list:${block.items.length}` : block.kind));
      expect(shape(frenchBlocks), slug).toEqual(shape(englishBlocks));
      frenchBlocks.forEach((block, index) => {
        const text = block.kind === 'list' ? block.items.join('\n') : block.text;
        const englishBlock = englishBlocks[index];
        const englishText = englishBlock?.kind === 'list' ? englishBlock.items.join('\n') : englishBlock?.text;
        expect(text.trim(), `${slug} block ${index}`).not.toBe('');
        expect(text, `${slug} block ${index}`).not.toBe(englishText);
        expect(untidy(text), `${slug} block ${index}: ${text}`).toBe(false);
      });
    }
  });

  it('dates articles the French way', () => {
    // Assess
    expect(formatArticleDate('2026-04-14', 'fr')).toBe('14 avril 2026');
    expect(formatArticleDate('2026-10-28', 'fr')).toBe('28 octobre 2026');
  });
});

describe('search on the French pages', () => {
  it('ignores case, accents and the kind of apostrophe', () => {
    // Assess
    expect(searchable('Règlement DE l’Église')).toBe("reglement de l'eglise");
    expect(matchesSearch('reglement', ['Le règlement intérieur'])).toBe(true);
    expect(matchesSearch("L'EAU", ['récupérer l’eau de pluie'])).toBe(true);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
    expect(matchesSearch('piscine', ['Le règlement intérieur'])).toBe(false);
  });

  it('finds French questions and articles typed without accents', () => {
    // Act
    const questions = filterFaq(FAQ_ENTRIES_FR, { query: 'securite', category: 'All Questions' });
    const articles = filterArticles(BLOG_ARTICLES_FR, { query: 'energie', category: 'All' });
    const regulations = filterArticles(BLOG_ARTICLES_FR, { query: 'premiere maison', category: 'Regulations' });

    // Assess
    expect(questions.map((entry) => entry.id)).toEqual(['card-safety']);
    expect(articles.map((article) => article.slug)).toEqual(['solar-ready-water-wise-homes']);
    expect(regulations).toEqual([]);
  });
});

describe('the FAQ and the blog in the page’s language', () => {
  afterEach(() => activateLanguage('en'));

  it('gives the English texts on an English page and the French ones once a French page has loaded them', async () => {
    // Assess: English page
    expect(faqContent.get()).toBe(FAQ_ENTRIES);
    expect(articleBySlug('building-in-phases')?.title).toBe('A Home That Grows With You: Building in Phases');

    // Act: a French page, as its route does before rendering
    await activateLanguage('fr');
    await Promise.all([faqContent.load(), blogArticlesContent.load()]);

    // Assess
    expect(faqContent.get()).toBe(FAQ_ENTRIES_FR);
    expect(articleBySlug('building-in-phases')?.title).toBe(
      'Une maison qui grandit avec vous\u00a0: construire par étapes',
    );
    // The bodies were not asked for, so they stay English until loaded (each content loads on its own).
    expect(articleBody('building-in-phases')).toBe(ARTICLE_BODIES['building-in-phases']);
  });
});
