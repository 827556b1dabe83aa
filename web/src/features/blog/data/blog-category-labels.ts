import type { BlogCategory } from '@shop/shared/content/blog-articles';
import { msg } from '../../../i18n/msg.ts';

/**
 * The blog's categories are English ids (shared/, the articles' data); each is shown as t(label). The record is
 * type-checked against BLOG_CATEGORIES, so a new category cannot go without its label.
 */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  'Home Building': msg('Home Building'),
  Architecture: msg('Architecture'),
  Sustainability: msg('Sustainability'),
  Regulations: msg('Regulations'),
  Materials: msg('Materials'),
  Design: msg('Design'),
};

/** The filter's 'All' before the categories. */
export const ALL_ARTICLES_LABEL = msg('All');
