import { describe, expect, it } from 'vitest';
import { NEWSLETTER_STORAGE_KEY, recordNewsletterSignup } from '../src/features/newsletter/api/record-signup.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('recordNewsletterSignup', () => {
  it('keeps each address once, trimmed and lower-cased', () => {
    // Prepare
    const storage = memoryStorage();

    // Act
    recordNewsletterSignup(' Ama@Example.com ', storage);
    recordNewsletterSignup('ama@example.com', storage);
    recordNewsletterSignup('kofi@example.com', storage);

    // Assess
    expect(JSON.parse(storage.getItem(NEWSLETTER_STORAGE_KEY) ?? '')).toEqual(['ama@example.com', 'kofi@example.com']);
  });

  it('starts a fresh list when the stored value is unreadable', () => {
    // Prepare
    const storage = memoryStorage({ [NEWSLETTER_STORAGE_KEY]: '{not json' });

    // Act
    recordNewsletterSignup('ama@example.com', storage);

    // Assess
    expect(JSON.parse(storage.getItem(NEWSLETTER_STORAGE_KEY) ?? '')).toEqual(['ama@example.com']);
  });
});
