import { afterEach, describe, expect, it, vi } from 'vitest';
import { gtag, toConsentModeState } from '../src/features/cookie-consent/utils/consent-mode.ts';
import {
  CONSENT_STORAGE_KEY,
  parseConsent,
  readStoredConsent,
  storeConsent,
} from '../src/features/cookie-consent/utils/consent-storage.ts';
import { memoryStorage } from './support/memory-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored cookie choice', () => {
  it('reads a choice written by the banner', () => {
    // Act
    const consent = parseConsent('{"necessary":true,"analytics":true,"marketing":false}');

    // Assess
    expect(consent).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it.each([
    ['not JSON', '{analytics'],
    ['a list', '[true,true]'],
    ['necessary switched off', '{"necessary":false,"analytics":true,"marketing":true}'],
    ['a missing field', '{"necessary":true,"analytics":true}'],
    ['text instead of a flag', '{"necessary":true,"analytics":"yes","marketing":false}'],
    ['null', 'null'],
  ])('refuses %s', (_name, raw) => {
    // Assess
    expect(parseConsent(raw)).toBeUndefined();
  });

  it('removes an unreadable stored value, so the banner asks again', () => {
    // Prepare
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: '{broken' });

    // Act
    const consent = readStoredConsent(storage);

    // Assess
    expect(consent).toBeUndefined();
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('keeps what it stores readable, with necessary always on', () => {
    // Prepare
    const storage = memoryStorage();

    // Act
    storeConsent({ necessary: true, analytics: false, marketing: true }, storage);

    // Assess
    expect(readStoredConsent(storage)).toEqual({ necessary: true, analytics: false, marketing: true });
  });

  it('treats storage that throws as no choice', () => {
    // Prepare
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;

    // Assess
    expect(readStoredConsent(blocked)).toBeUndefined();
  });
});

describe('consent passed on to tags', () => {
  it('maps analytics to analytics storage and marketing to the ad signals, denying everything without a choice', () => {
    // Assess
    expect(toConsentModeState(undefined)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(toConsentModeState({ necessary: true, analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('queues gtag commands on the data layer in the order given', () => {
    // Prepare
    vi.stubGlobal('window', {});

    // Act
    gtag('consent', 'update', { analytics_storage: 'granted' });

    // Assess
    const queued = (globalThis.window as Window).dataLayer ?? [];
    expect(queued.map((args) => Array.from(args as ArrayLike<unknown>))).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
  });
});
