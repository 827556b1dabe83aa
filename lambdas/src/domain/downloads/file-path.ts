import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import { InvalidInputError } from '../../errors/domain-errors.ts';

/**
 * The storage key a `filePath` names. Browsers may send the percent-encoded path encoded once more
 * so it is decoded until stable (at most three rounds). Then anything that could
 * step outside a plan's folder is refused: `..` or `.` segments, absolute paths, backslashes,
 * control characters, empty segments.
 */
export function storageKeyFromFilePath(filePath: string): string {
  let key = filePath.trim();
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(key); round += 1) {
    try {
      key = decodeURIComponent(key);
    } catch {
      throw new InvalidInputError(DOWNLOAD_TEXTS.invalidPath);
    }
  }
  const segments = key.split('/');
  const unsafe =
    key.startsWith('/') ||
    /^[a-z][a-z0-9+.-]*:/i.test(key) ||
    key.includes('\\') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    /[\u0000-\u001f\u007f]/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (unsafe) throw new InvalidInputError(DOWNLOAD_TEXTS.invalidPath);
  return key;
}

/** A storage key as the API lists it: each segment percent-encoded. */
export function encodeStorageKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The file's name: its last path segment, or file-N (1-based) when there is none. */
export function fileNameOf(key: string, index: number): string {
  return key.split('/').pop() || `file-${index + 1}`;
}
