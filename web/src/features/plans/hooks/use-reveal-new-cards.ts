import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * After Load More, the first new card is brought to the top of the view and focused (for keyboard and screen-reader
 * users). Without this, Chromium's scroll anchoring keeps the Load More button where it was while the new cards are
 * inserted above it, so the view lands below them (and their lazy images are never even requested). The list's
 * wrapper opts out of anchoring in CSS; this settles where the view goes once the cards are there.
 */
export function useRevealNewCards(list: RefObject<HTMLElement | null>, count: number): () => void {
  const pending = useRef<number | null>(null);
  const onLoad = useCallback(() => {
    pending.current = count;
  }, [count]);

  useLayoutEffect(() => {
    const index = pending.current;
    if (index === null || count <= index) return;
    pending.current = null;
    const card = list.current?.children[index]?.querySelector<HTMLElement>('article');
    if (!card) return;
    // Scrolled first, then focused without a second scroll: focus() alone scrolls only as far as the card's edge.
    card.scrollIntoView({ block: 'start' });
    // A focus target, not a tab stop: the card's links stay the way in by keyboard.
    card.tabIndex = -1;
    card.focus({ preventScroll: true });
  }, [count, list]);

  return onLoad;
}
