import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/account-icons.tsx';
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
          <ChevronDownIcon className="faq-chevron" size={20} strokeWidth={2} strokeLinejoin="miter" />
        </button>
      </Heading>
      <div id={answerId} className="faq-answer" hidden={!open}>
        <p>{entry.answer}</p>
      </div>
    </li>
  );
}
