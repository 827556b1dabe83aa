import { FILE_VERSION_TEXTS } from '@shop/shared/admin/plan-file-versions';
import { fileVersionOf } from '@shop/shared/plans/file-version';
import { PACKAGES, type Package } from '@shop/shared/plans/plan';
import { msg } from '../../../i18n/msg.ts';

/** A file as the download page shows it. */
export interface DownloadFile {
  /** The path or address the server listed, percent-encoded as it arrived. */
  path: string;
  /** Last path segment, decoded; `file-N` (1-based) when the path ends without one. */
  name: string;
  typeLabel: string;
  /** From a tier folder name in the path; null when none is found. */
  tier: Package | null;
  /** When staff replaced the file bought with this newer version (decision 0041). */
  updatedAt?: string | null;
  /** The version bought, kept beside its replacement. */
  earlier?: boolean;
  /**
   * The file's version number when it has more than one: a revision kept under the same name (its version folder),
   * or the first version of a file since revised. Shown beside the name, which alone no longer tells them apart.
   */
  version?: number | null;
}

export interface TierGroup {
  tier: Package;
  heading: string;
  files: DownloadFile[];
}

const TIER_HEADINGS: Record<Package, string> = {
  basic: msg('Basic Tier'),
  standard: msg('Standard Tier'),
  premium: msg('Premium Tier'),
};

const TYPE_LABELS: Record<string, string> = {
  pdf: msg('PDF Document'),
  dwg: msg('AutoCAD Drawing'),
  dxf: msg('DXF Drawing'),
  zip: msg('ZIP Archive'),
};

/** Decodes once or twice (paths may arrive double-encoded); an undecodable one is kept as is. */
export function decodePath(path: string): string {
  let decoded = path;
  for (let round = 0; round < 2 && /%[0-9a-f]{2}/i.test(decoded); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return decoded;
}

function pathOnly(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return decodePath(withoutQuery);
}

export function fileNameOf(path: string, index: number): string {
  const segment = pathOnly(path).split('/').pop()?.trim();
  return segment ? segment : `file-${index + 1}`;
}

export function fileTypeLabel(name: string): string {
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  return TYPE_LABELS[extension] ?? msg('Document');
}

/** The tier whose folder name appears as a whole segment of the path, e.g. `plans/p1/standard/a.pdf`. */
export function tierOf(path: string): Package | null {
  const segments = pathOnly(path).toLowerCase().split('/');
  return PACKAGES.find((tier) => segments.includes(tier)) ?? null;
}

/** The server's list as the page shows it; a tier named in the path wins, else the tier the server gave. */
export function toDownloadFiles(
  listed: readonly (string | { path: string; tier?: Package; updatedAt?: string | null; earlier?: boolean })[],
): DownloadFile[] {
  return listed.map((entry, index) => {
    const { path, tier, updatedAt, earlier } =
      typeof entry === 'string' ? { path: entry, tier: undefined, updatedAt: null, earlier: false } : entry;
    const name = fileNameOf(path, index);
    const typeLabel = earlier ? FILE_VERSION_TEXTS.earlierVersion : fileTypeLabel(name);
    return {
      path,
      name,
      typeLabel,
      tier: tierOf(path) ?? tier ?? null,
      updatedAt: updatedAt ?? null,
      earlier: earlier ?? false,
      version: fileVersionOf(pathOnly(path)) ?? (earlier ? 1 : null),
    };
  });
}

/** The order's licence certificate as a row of its own (no tier). */
export function certificateFile(certificate: { name: string; path: string }): DownloadFile {
  return {
    path: certificate.path,
    name: certificate.name,
    typeLabel: msg('Licence Certificate (PDF)'),
    tier: null,
  };
}

/**
 * Files under Basic, Standard and Premium Tier headings, in that order, empty tiers left out. A file whose path
 * names no tier goes under the order's own package: it was sold with it.
 */
export function groupByTier(files: readonly DownloadFile[], orderPackage: Package): TierGroup[] {
  return PACKAGES.map((tier) => ({
    tier,
    heading: TIER_HEADINGS[tier],
    files: files.filter((file) => (file.tier ?? orderPackage) === tier),
  })).filter((group) => group.files.length > 0);
}

/** Past expiresAt the links no longer work; an unreadable date counts as expired. */
export function isDownloadExpired(expiresAt: string, now: Date = new Date()): boolean {
  const expiry = new Date(expiresAt).getTime();
  return Number.isNaN(expiry) || now.getTime() > expiry;
}

/** Two files of the same name inside one ZIP would overwrite each other; later ones get " (2)", " (3)". */
export function uniqueZipNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}
