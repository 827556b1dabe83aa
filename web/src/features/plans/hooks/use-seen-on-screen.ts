import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is in the window and the tab is visible: things that move by themselves (and fetch what
 * they show) rest while nobody can see them. True until the browser says otherwise, and where it cannot tell.
 */
export function useSeenOnScreen(element: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const target = element.current;
    const onVisibility = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    const observer =
      target && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true))
        : undefined;
    if (target) observer?.observe(target);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [element]);
  return inView && visible;
}
