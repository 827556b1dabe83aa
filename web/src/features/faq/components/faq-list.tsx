import { t } from '../../../i18n/i18n.ts';
import type { FaqEntry } from '../data/faq-entries.ts';
import { FaqItem } from './faq-item.tsx';

export function FaqList({ entries, headingLevel }: { entries: readonly FaqEntry[]; headingLevel?: 2 | 3 }) {
  if (entries.length === 0) {
    return (
      <div className="empty-state faq-empty">
        <h2>{t('No questions found')}</h2>
        <p>{t('Try other words, choose All Questions, or ask us directly: we reply within a day.')}</p>
      </div>
    );
  }
  return (
    <ul className="faq-list">
      {entries.map((entry) => (
        <FaqItem key={entry.id} entry={entry} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
