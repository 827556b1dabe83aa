import { type RefObject, useEffect } from 'react';

/** The custom property the cards' `contain-intrinsic-size` reads (plan-cards.css). */
export const CARD_HEIGHT_PROPERTY = '--plan-card-height';

/**
 * Gives the list's cards the height of its first card as the size to assume while they are off screen and not yet
 * drawn (`content-visibility: auto`). A card the browser has never drawn is laid out at that estimate; with a fixed
 * guess, a quick scroll to the end drew the last cards at their real height and moved the Load More button and
 * what follows it on screen. Cards of one list share a layout, so the first one's height is theirs. `key` names
 * what the list shows (its view and first plan): a new first card is measured again.
 */
export function useCardHeightEstimate(list: RefObject<HTMLElement | null>, key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger: a new first card is measured again.
  useEffect(() => {
    const element = list.current;
    const first = element?.querySelector('.plan-card');
    if (!element || !first || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize;
      if (height) element.style.setProperty(CARD_HEIGHT_PROPERTY, `${height}px`);
    });
    observer.observe(first);
    return () => observer.disconnect();
  }, [list, key]);
}
