/**
 * A plan file revised under the same name is stored in a version folder beside the first one:
 * plans/{plan}/{tier}/v{n}/{name}. Buyers keep the plain name; the number is shown beside it.
 */
const VERSION_FOLDER = /(?:^|\/)v([1-9][0-9]{0,3})\/[^/]+$/;

/** The version a plan file's key names: n for .../v{n}/{name}, null for a key outside a version folder. */
export function fileVersionOf(key: string): number | null {
  const found = VERSION_FOLDER.exec(key);
  return found ? Number(found[1]) : null;
}

/** "Version 2" beside a file's name: a key in a version folder, or the first version of a file since revised. */
export function fileVersionLabel(key: string, replaced: boolean): string | null {
  const version = fileVersionOf(key) ?? (replaced ? 1 : null);
  return version === null ? null : `Version ${version}`;
}
