import { useEffect, useRef } from 'react';
import { browserStorage, type KeyValueStorage, removeStoredValues, STORAGE_KEYS } from './stored-values.ts';

/**
 * Session timeout (user settings: 1h, 8h, 24h, 7d): a signed-in person who does nothing for that long is
 * signed out. The last activity is kept in local storage, so the clock survives reloads and is shared by tabs.
 */

/** Activity is written at most this often: scrolling fires dozens of events a second. */
export const ACTIVITY_WRITE_INTERVAL_MS = 15_000;
export const INACTIVITY_CHECK_INTERVAL_MS = 30_000;

/** The stored last activity in ms since the epoch; a missing or unreadable value gives null (and is removed). */
export function readLastActivity(storage: KeyValueStorage | undefined): number | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEYS.lastActivityAt) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0 && /^\d+$/.test(raw)) return value;
  // An unreadable value is treated as unknown, and removed.
  removeStoredValues(storage, [STORAGE_KEYS.lastActivityAt]);
  return null;
}

export function writeLastActivity(storage: KeyValueStorage | undefined, at: number): void {
  try {
    storage?.setItem(STORAGE_KEYS.lastActivityAt, String(Math.round(at)));
  } catch {
    // Storage full or blocked: the timeout then counts from this page load only.
  }
}

/** Expired when the last activity lies `timeoutMs` or more in the past; unknown activity never expires. */
export function isSessionExpired(lastActivityAt: number | null, now: number, timeoutMs: number): boolean {
  if (lastActivityAt === null) return false;
  return now - lastActivityAt >= timeoutMs;
}

export interface InactivityMonitor {
  /** Something the person did: checks first (a return after a long absence must not count), then records. */
  activity(): void;
  /** A timer tick or the tab regaining focus. */
  check(): void;
}

export function createInactivityMonitor(options: {
  storage: KeyValueStorage | undefined;
  timeoutMs: number;
  onTimeout: () => void;
  now?: () => number;
}): InactivityMonitor {
  const now = options.now ?? Date.now;
  let lastWrite = 0;
  let timedOut = false;

  const check = () => {
    if (timedOut) return true;
    if (!isSessionExpired(readLastActivity(options.storage), now(), options.timeoutMs)) return false;
    timedOut = true;
    options.onTimeout();
    return true;
  };

  // Unknown last activity (first sign-in on this browser, a cleared value) starts the clock now.
  if (readLastActivity(options.storage) === null) {
    lastWrite = now();
    writeLastActivity(options.storage, lastWrite);
  }

  return {
    check() {
      check();
    },
    activity() {
      if (check()) return;
      const at = now();
      if (at - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
      lastWrite = at;
      writeLastActivity(options.storage, at);
    },
  };
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** Watches activity while `active`; calls `onTimeout` once the person has been idle for `timeoutMs`. */
export function useSessionTimeout({
  active,
  timeoutMs,
  onTimeout,
}: {
  active: boolean;
  timeoutMs: number;
  onTimeout: () => void;
}): void {
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;

  useEffect(() => {
    if (!active) return;
    const monitor = createInactivityMonitor({
      storage: browserStorage(),
      timeoutMs,
      onTimeout: () => onTimeoutRef.current(),
    });
    monitor.check();
    const onActivity = () => monitor.activity();
    const onReturn = () => {
      if (document.visibilityState === 'visible') monitor.check();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    const timer = window.setInterval(() => monitor.check(), INACTIVITY_CHECK_INTERVAL_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      window.clearInterval(timer);
    };
  }, [active, timeoutMs]);
}
