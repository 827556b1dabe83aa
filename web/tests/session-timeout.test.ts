import { describe, expect, it, vi } from 'vitest';
import {
  createInactivityMonitor,
  isSessionExpired,
  readLastActivity,
  writeLastActivity,
} from '../src/lib/session-timeout.ts';
import { STORAGE_KEYS } from '../src/lib/stored-values.ts';
import { memoryStorage } from '../src/testing/memory-storage.ts';

const HOUR = 3_600_000;

describe('isSessionExpired', () => {
  it('expires once the timeout has passed since the last activity, not before', () => {
    // Act / Assess
    expect(isSessionExpired(0, HOUR - 1, HOUR)).toBe(false);
    expect(isSessionExpired(0, HOUR, HOUR)).toBe(true);
  });

  it('never expires when the last activity is unknown', () => {
    // Act / Assess
    expect(isSessionExpired(null, 10 * HOUR, HOUR)).toBe(false);
  });
});

describe('readLastActivity', () => {
  it('reads back what was written, so the clock survives a reload', () => {
    // Prepare
    const storage = memoryStorage();
    writeLastActivity(storage, 1_750_000_000_000);

    // Act / Assess
    expect(readLastActivity(storage)).toBe(1_750_000_000_000);
  });

  it('discards an unreadable value', () => {
    // Prepare
    const storage = memoryStorage({ [STORAGE_KEYS.lastActivityAt]: 'yesterday' });

    // Act / Assess
    expect(readLastActivity(storage)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.lastActivityAt)).toBeNull();
  });
});

describe('createInactivityMonitor', () => {
  it('signs out on a check after the timeout without activity, once', () => {
    // Prepare
    let now = 1_000_000;
    const onTimeout = vi.fn();
    const monitor = createInactivityMonitor({ storage: memoryStorage(), timeoutMs: HOUR, onTimeout, now: () => now });

    // Act
    now += HOUR - 1;
    monitor.check();
    const beforeTimeout = onTimeout.mock.calls.length;
    now += 1;
    monitor.check();
    monitor.check();

    // Assess
    expect(beforeTimeout).toBe(0);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session while the person is active', () => {
    // Prepare
    let now = 1_000_000;
    const onTimeout = vi.fn();
    const monitor = createInactivityMonitor({ storage: memoryStorage(), timeoutMs: HOUR, onTimeout, now: () => now });

    // Act: a click every 40 minutes for four hours
    for (let i = 0; i < 6; i += 1) {
      now += 40 * 60_000;
      monitor.activity();
      monitor.check();
    }

    // Assess
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('does not let the first click after a long absence rescue the session', () => {
    // Prepare: the last activity, from an earlier visit, lies two hours back
    const now = 10 * HOUR;
    const storage = memoryStorage({ [STORAGE_KEYS.lastActivityAt]: String(now - 2 * HOUR) });
    const onTimeout = vi.fn();
    const monitor = createInactivityMonitor({ storage, timeoutMs: HOUR, onTimeout, now: () => now });

    // Act
    monitor.activity();

    // Assess
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts the clock when no activity was recorded yet', () => {
    // Prepare
    const storage = memoryStorage();

    // Act
    createInactivityMonitor({ storage, timeoutMs: HOUR, onTimeout: vi.fn(), now: () => 5_000 });

    // Assess
    expect(readLastActivity(storage)).toBe(5_000);
  });
});
