import { extensionOf, type PlanFileExtension } from '@shop/shared/admin/uploads';

/** How many leading bytes the checks read: PDF allows a little junk before its header. */
export const SIGNATURE_BYTES = 1024;

const ascii = (bytes: Uint8Array, from = 0, length = bytes.length) =>
  Buffer.from(bytes.subarray(from, from + length)).toString('latin1');
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * Whether a file's first bytes are what its extension promises. The upload policy already pins the
 * Content-Type, so S3 serves a renamed program as a PDF; this catches it before a plan offers it.
 */
const CHECKS: Record<PlanFileExtension, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => ascii(bytes).includes('%PDF-'),
  zip: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]),
  rar: (bytes) => startsWith(bytes, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]),
  '7z': (bytes) => startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  dwg: (bytes) => /^AC1\d{3}/.test(ascii(bytes, 0, 6)),
  // ASCII DXF opens with group code 0 and SECTION (or a 999 comment); binary DXF has its own sentinel.
  dxf: (bytes) => /^\s*(0\s+SECTION|999\s)/.test(ascii(bytes, 0, 64)) || ascii(bytes, 0, 18) === 'AutoCAD Binary DXF',
};

export function matchesExtension(key: string, bytes: Uint8Array): boolean {
  const check = CHECKS[extensionOf(key) as PlanFileExtension];
  return !!check && check(bytes);
}
