import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback.ts';
import { t } from '../../../i18n/i18n.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface PlanSearchBoxProps {
  /** The search currently applied (from the URL). */
  value: string;
  /** Called once typing pauses, with the text to search for. */
  onSearch: (text: string) => void;
}

export function PlanSearchBox({ value, onSearch }: PlanSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const debounced = useDebouncedCallback((next: string) => {
    lastSent.current = next;
    onSearch(next);
  }, SEARCH_DEBOUNCE_MS);
  const { cancel } = debounced;

  // A search applied from elsewhere (Clear Filters, the back button) replaces the box's text and any pending typing;
  // the echo of our own search is recognised and left alone so fast typing is never overwritten.
  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    cancel();
    setText(value);
  }, [value, cancel]);

  return (
    <div className="search-box">
      <label htmlFor={id} className="visually-hidden">
        {t('Search plans')}
      </label>
      <SearchIcon className="search-box-icon" />
      <input
        id={id}
        type="search"
        className="input"
        placeholder={t('Search house plans')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          debounced.schedule(event.target.value.trim());
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          cancel();
          lastSent.current = text.trim();
          onSearch(text.trim());
        }}
      />
    </div>
  );
}
