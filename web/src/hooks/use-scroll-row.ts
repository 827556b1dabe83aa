import { type RefObject, useEffect } from 'react';

/**
 * A row of links or tabs that scrolls sideways on a phone (the account and admin section bars, tab lists): the
 * current item (`activeSelector`) is scrolled into sight whenever `current` changes, and `data-more` says which
 * ends hide more items ("start", "end" or "both"), which the stylesheet shows as a fade, so the row visibly continues.
 */
export function useScrollRow(
  ref: RefObject<HTMLElement | null>,
  current: string,
  activeSelector = '[aria-current="page"]',
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` (the route or tab) is the trigger: the item marked current changes with it.
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const active = row.querySelector<HTMLElement>(activeSelector);
    if (active) {
      const left = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
      row.scrollTo({ left: Math.max(0, left), behavior: 'instant' });
    }
    const mark = () => {
      const start = row.scrollLeft > 2;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 2;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : '';
      if (more) row.dataset.more = more;
      else delete row.dataset.more;
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    const resize = new ResizeObserver(mark);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', mark);
      resize.disconnect();
    };
  }, [ref, current, activeSelector]);
}
