import { type ReactNode, useEffect, useRef, useState } from 'react';
import '../content-protection.css';
import {
  DEVTOOLS_CHECK_MS,
  devtoolsLikelyOpen,
  HIDDEN_TAB_BLUR_MS,
  isScreenshotShortcut,
  SCREEN_CAPTURE_REFUSED,
  SCREENSHOT_BLUR_MS,
} from '../utils/protection-rules.ts';

type GetDisplayMedia = MediaDevices['getDisplayMedia'];

/**
 * Plan pictures and text blur for 2 s after a screenshot shortcut, for 1 s when the tab
 * is hidden, and while developer tools look docked open; the screen capture API is refused. This is a deterrent,
 * not security. It only ever changes how things look: no key is swallowed, nothing is hidden from screen readers,
 * and printing is untouched (the blur never applies to print, see the stylesheet).
 */
export function ContentProtection({ children }: { children: ReactNode }) {
  const [blurUntil, setBlurUntil] = useState(0);
  const [devtoolsOpen, setDevtoolsOpen] = useState(false);
  const [, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const blurFor = (ms: number) => {
      const until = Date.now() + ms;
      setBlurUntil((current) => Math.max(current, until));
      clearTimeout(timer.current);
      // Re-render when the blur runs out so the class comes off.
      timer.current = setTimeout(() => setTick((tick) => tick + 1), ms + 20);
    };
    const onKey = (event: KeyboardEvent) => {
      if (isScreenshotShortcut(event)) blurFor(SCREENSHOT_BLUR_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') blurFor(HIDDEN_TAB_BLUR_MS);
    };
    // Phones and tablets have no docked developer tools, and their on-screen keyboard shrinks the viewport just
    // like one would: the guess is made only where there is a fine pointer (a mouse or trackpad).
    const finePointer = window.matchMedia?.('(pointer: fine)').matches ?? false;
    const checkDevtools = () => setDevtoolsOpen(finePointer && devtoolsLikelyOpen(window));
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    const interval = setInterval(checkDevtools, DEVTOOLS_CHECK_MS);

    const media = navigator.mediaDevices;
    let original: GetDisplayMedia | undefined;
    if (media && typeof media.getDisplayMedia === 'function') {
      original = media.getDisplayMedia;
      media.getDisplayMedia = () => Promise.reject(new DOMException(SCREEN_CAPTURE_REFUSED, 'NotAllowedError'));
    }

    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
      clearTimeout(timer.current);
      if (media && original) media.getDisplayMedia = original;
    };
  }, []);

  const blurred = devtoolsOpen || blurUntil > Date.now();
  return (
    <div className={blurred ? 'content-protection is-blurred' : 'content-protection'} data-protected="true">
      {children}
    </div>
  );
}
