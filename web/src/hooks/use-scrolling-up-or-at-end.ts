import { useEffect, useState } from 'react';

/**
 * True while the visitor last scrolled up, or when the page is at its end (or too short to scroll): the moments a
 * floating control can show without sitting on what is being read. Passive listener, read in animation frames.
 */
export function useScrollingUpOrAtEnd(): boolean {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 2;
      // Small moves (a finger's jitter, the address bar sliding) change nothing.
      if (atEnd) setShowing(true);
      else if (y < lastY - 8) setShowing(true);
      else if (y > lastY + 8 || y === 0) setShowing(false);
      else return;
      lastY = y;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return showing;
}
