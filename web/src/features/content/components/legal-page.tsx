import type { ReactNode } from 'react';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { currentLanguage, intlLocale, t } from '../../../i18n/i18n.ts';
import type { LegalDocument } from '../data/legal-documents.ts';

function formatUpdated(isoDate: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A legal text with its last-updated date; `children` go between the summary and the text (e.g. cookie settings). */
export function LegalPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  return (
    <article className="container legal-page" aria-labelledby="legal-title">
      <header className="legal-header">
        <p className="eyebrow">{t('Legal')}</p>
        <h1 id="legal-title">{document.title}</h1>
        {/* A translation is a courtesy: the English text is the one the firm answers for (decision 0027). */}
        {currentLanguage() === 'en' ? null : (
          <p className="legal-language-note">{t('In case of any difference, the English version prevails.')}</p>
        )}
        <p className="legal-updated">
          {t('Last updated:')} <time dateTime={document.updated}>{formatUpdated(document.updated)}</time>
        </p>
        <p className="page-hero-lead">{document.summary}</p>
      </header>
      {children}
      <RichText source={document.body} className="prose legal-text" />
    </article>
  );
}
