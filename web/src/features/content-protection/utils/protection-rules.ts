/** How long content stays blurred and how developer tools are guessed. */
export const SCREENSHOT_BLUR_MS = 2000;
export const HIDDEN_TAB_BLUR_MS = 1000;
export const DEVTOOLS_THRESHOLD_PX = 160;
export const DEVTOOLS_CHECK_MS = 500;
export const SCREEN_CAPTURE_REFUSED = 'Screen capture is not allowed';

interface KeyLike {
  key: string;
  code?: string;
  metaKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
}

/**
 * Keys that take a screenshot: Print Screen anywhere, Cmd+Shift+3/4/5 on a Mac, Win+Shift+S on Windows. Only
 * these are recognised, so every ordinary key (Tab, arrows, Enter, shortcuts of screen readers) is left alone.
 */
export function isScreenshotShortcut(event: KeyLike): boolean {
  if (event.key === 'PrintScreen' || event.code === 'PrintScreen') return true;
  if (!event.metaKey || !event.shiftKey) return false;
  const key = event.key.toLowerCase();
  return key === '3' || key === '4' || key === '5' || key === 's' || key === '#' || key === '$' || key === '%';
}

interface WindowSize {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
}

/**
 * A docked developer-tools panel makes the window's outer size exceed its viewport by more than 160 px on one
 * axis. When both axes exceed it, the page is zoomed (browser zoom shrinks the viewport in CSS pixels both ways):
 * that is a person who needs larger text, never a reason to blur.
 */
export function devtoolsLikelyOpen(size: WindowSize): boolean {
  // A zero outer size means the browser does not report it (some embedded views): no guess at all.
  if (size.outerWidth === 0 || size.outerHeight === 0) return false;
  const wide = size.outerWidth - size.innerWidth > DEVTOOLS_THRESHOLD_PX;
  const tall = size.outerHeight - size.innerHeight > DEVTOOLS_THRESHOLD_PX;
  return wide !== tall;
}
