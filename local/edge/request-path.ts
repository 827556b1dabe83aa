import { behaviourFor } from '@shop/infra/definitions/edge-behaviours';

export type ViewerPath =
  /** `path` is what routing and the /images/ check read; `forward` is what the origin gets. */
  { ok: true; path: string; forward: string } | { ok: false };

/** Re-encodes a decoded path for an origin; `?` and `#` must stay inside the path. */
function encodePath(path: string): string {
  return encodeURI(path).replace(/[?#]/g, (character) => encodeURIComponent(character));
}

/**
 * The path as the origins would read it: percent-decoded once (`%2e%2e`, `..%2f`), then dot segments resolved.
 * Origins decode before they look a key up, so the edge must route on the same reading or `/images/../..`
 * reaches another bucket. Refused: what cannot be decoded, backslashes and NULs, and a path whose dot segments
 * climb above the root or out of the behaviour it names (`/images/../uploads/...`). Browsers resolve dot
 * segments before sending, so only a crafted request is refused. A path without dot segments goes on as sent.
 */
export function viewerPath(raw: string): ViewerPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false };
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return { ok: false };
  const segments = decoded.split('/').slice(1);
  if (!segments.some((segment) => segment === '.' || segment === '..'))
    return { ok: true, path: decoded, forward: raw };
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (resolved.length === 0) return { ok: false };
      resolved.pop();
      continue;
    }
    resolved.push(segment);
  }
  // A trailing dot segment names a folder: the result ends with a slash, as a URL parser would give it.
  const last = segments[segments.length - 1];
  const path = `/${resolved.join('/')}${(last === '.' || last === '..') && resolved.length ? '/' : ''}`;
  if (behaviourFor(path) !== behaviourFor(decoded)) return { ok: false };
  return { ok: true, path, forward: encodePath(path) };
}
