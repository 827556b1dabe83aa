import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `thresholdPx`; the listener is passive so scrolling never waits on it. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    // Read in the next frame, not during the mount: reading scrollY here forced a layout inside React's commit.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [thresholdPx]);
  return scrolled;
}
