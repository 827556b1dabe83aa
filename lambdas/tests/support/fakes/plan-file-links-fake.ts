import type { PlanFileLinks } from '../../../src/repositories/plan-file-links.ts';

/** Links to plan files that name what they serve (the object, the file name, until when) instead of signing it. */
export function planFileLinksFake() {
  const signed: { key: string; fileName: string; expiresAt: string }[] = [];
  const links = {
    async sign(key: string, fileName: string, expiresAt: Date, _now: Date): Promise<string> {
      signed.push({ key, fileName, expiresAt: expiresAt.toISOString() });
      return `https://files.test/${encodeURIComponent(key)}?name=${encodeURIComponent(fileName)}`;
    },
  } satisfies PlanFileLinks;
  return { ...links, signed };
}
