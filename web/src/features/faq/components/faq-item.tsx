import { useId, useState } from 'react';
import type { FaqEntry } from '../data/faq-entries.ts';

/** One question as a disclosure: a heading holding a button that shows and hides its answer. */
export function FaqItem({ entry, headingLevel = 3 }: { entry: FaqEntry; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={open ? 'faq-item is-open' : 'faq-item'}>
      <Heading className="faq-question">
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)}>
          <span>{entry.question}</span>
          <svg className="faq-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Heading>
      <div id={answerId} className="faq-answer" hidden={!open}>
        <p>{entry.answer}</p>
      </div>
    </li>
  );
}
