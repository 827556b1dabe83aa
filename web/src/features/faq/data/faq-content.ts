import { languageContent } from '../../../i18n/language-content.ts';
import { FAQ_ENTRIES } from './faq-entries.ts';

/** The FAQ's questions and answers in the page's language (the French ones load with the FAQ and contact pages). */
export const faqContent = languageContent(FAQ_ENTRIES, () =>
  import('./faq-entries.fr.ts').then((module) => module.FAQ_ENTRIES_FR),
);
