import { BLOG_ARTICLES } from '@shop/shared/content/blog-articles';
import { describe, expect, it } from 'vitest';
import { filterArticles, formatArticleDate, readingMinutes } from '../src/features/blog/utils/filter-articles.ts';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqEntry } from '../src/features/faq/data/faq-entries.ts';
import { filterFaq } from '../src/features/faq/utils/filter-faq.ts';

const entry = (id: string, category: FaqEntry['category'], question: string, answer: string): FaqEntry => ({
  id,
  category,
  question,
  answer,
});

const SAMPLE: FaqEntry[] = [
  entry('a', 'General', 'Where is your office?', 'In Tema, Greater Accra.'),
  entry('b', 'Payment & Security', 'How can I pay?', 'By card or Mobile Money.'),
  entry('c', 'Plans & Design', 'Can you change a plan?', 'Yes, with the Premium package.'),
];

describe('FAQ search and categories', () => {
  it('matches the question or the answer, ignoring case', () => {
    // Act
    const byQuestion = filterFaq(SAMPLE, { query: 'OFFICE', category: 'All Questions' });
    const byAnswer = filterFaq(SAMPLE, { query: 'mobile money', category: 'All Questions' });

    // Assess
    expect(byQuestion.map((e) => e.id)).toEqual(['a']);
    expect(byAnswer.map((e) => e.id)).toEqual(['b']);
  });

  it('narrows to a category, and combines category and search', () => {
    // Act
    const design = filterFaq(SAMPLE, { query: '', category: 'Plans & Design' });
    const designAboutPay = filterFaq(SAMPLE, { query: 'pay', category: 'Plans & Design' });

    // Assess
    expect(design.map((e) => e.id)).toEqual(['c']);
    expect(designAboutPay).toEqual([]);
  });

  it('shows everything for All Questions with a blank search, and nothing for a search that matches nothing', () => {
    // Act
    const all = filterFaq(SAMPLE, { query: '   ', category: 'All Questions' });
    const none = filterFaq(SAMPLE, { query: 'swimming pool', category: 'All Questions' });

    // Assess
    expect(all).toHaveLength(3);
    expect(none).toEqual([]);
  });

  it('has questions in every category, and states what each package includes and the refund rules', () => {
    // Prepare
    const text = FAQ_ENTRIES.map((e) => `${e.question} ${e.answer}`).join('\n');

    // Assess
    for (const category of FAQ_CATEGORIES.slice(1)) {
      expect(filterFaq(FAQ_ENTRIES, { query: '', category }).length, category).toBeGreaterThan(0);
    }
    expect(text).toContain('The Standard and Premium packages add 3D renderings');
    expect(text).toMatch(/Premium package adds CAD files .* customization with support/);
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('as long as you have not downloaded the plan files');
    expect(text).toContain('within 5-7 business days');
    expect(text).toContain('one refund per plan');
  });
});

describe('blog search and categories', () => {
  it('matches title, excerpt or a tag, ignoring case', () => {
    // Act
    const byTitle = filterArticles(BLOG_ARTICLES, { query: 'SANDCRETE', category: 'All' });
    const byExcerpt = filterArticles(BLOG_ARTICLES, { query: 'sea breeze', category: 'All' });
    const byTag = filterArticles(BLOG_ARTICLES, { query: 'rainwater', category: 'All' });

    // Assess
    expect(byTitle.map((a) => a.slug)).toEqual(['choosing-walling-materials']);
    expect(byExcerpt.map((a) => a.slug)).toEqual(['designing-for-ghanas-climate']);
    expect(byTag.map((a) => a.slug)).toEqual(['solar-ready-water-wise-homes']);
  });

  it('filters by category and combines it with the search', () => {
    // Act
    const regulations = filterArticles(BLOG_ARTICLES, { query: '', category: 'Regulations' });
    const regulationsAboutSolar = filterArticles(BLOG_ARTICLES, { query: 'solar', category: 'Regulations' });

    // Assess
    expect(regulations.map((a) => a.category)).toEqual(['Regulations']);
    expect(regulationsAboutSolar).toEqual([]);
  });

  it('lists all six articles for All with a blank search, and none for a search that matches nothing', () => {
    // Assess
    expect(filterArticles(BLOG_ARTICLES, { query: ' ', category: 'All' })).toHaveLength(6);
    expect(filterArticles(BLOG_ARTICLES, { query: 'zzz', category: 'All' })).toEqual([]);
  });

  it('gives reading time at 200 words a minute, rounded up, and dates as a person writes them', () => {
    // Assess
    expect(readingMinutes(40)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1001)).toBe(6);
    expect(formatArticleDate('2026-04-14')).toBe('14 April 2026');
  });
});
