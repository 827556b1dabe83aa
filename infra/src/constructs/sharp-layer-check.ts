import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The two native packages sharp loads on Lambda's ARM64, and the file each must hold. */
export const SHARP_ARM64_BINARIES = [
  { pkg: '@img/sharp-linux-arm64', file: /^sharp-linux-arm64.*\.node$/ },
  { pkg: '@img/sharp-libvips-linux-arm64', file: /^libvips-cpp\.so/ },
] as const;

/** The layer's modules folder (Lambda mounts a layer at /opt; Node looks in /opt/nodejs/node_modules). */
function modulesOf(layerDir: string): string {
  return join(layerDir, 'nodejs', 'node_modules');
}

/** Packages of SHARP_ARM64_BINARIES whose native file is absent (or empty) in a built layer. */
export function missingSharpBinaries(layerDir: string): string[] {
  return SHARP_ARM64_BINARIES.filter(({ pkg, file }) => {
    const lib = join(modulesOf(layerDir), pkg, 'lib');
    if (!existsSync(lib)) return true;
    return !readdirSync(lib).some((name) => file.test(name) && statSync(join(lib, name)).size > 0);
  }).map(({ pkg }) => pkg);
}

/**
 * `pkg@version` as the layer's sharp asks for it, so the fix fetches exactly what the install needs. Without
 * sharp's manifest, sharp's own binary shares its version; libvips's is then left for npm to resolve.
 */
function pinned(layerDir: string, pkg: string, sharpVersion: string): string {
  let wanted: string | undefined;
  try {
    const manifest = JSON.parse(readFileSync(join(modulesOf(layerDir), 'sharp', 'package.json'), 'utf8')) as {
      optionalDependencies?: Record<string, string>;
    };
    wanted = manifest.optionalDependencies?.[pkg];
  } catch {
    wanted = pkg === '@img/sharp-linux-arm64' ? sharpVersion : undefined;
  }
  return wanted ? `${pkg}@${wanted}` : pkg;
}

/**
 * Fails the layer build when sharp's linux-arm64 binaries are missing. npm drops optional packages it cannot
 * fetch without a word (an offline cache without them), which would leave a layer of JavaScript only: every
 * picture upload would then fail on AWS. The message names the command that fills the cache.
 */
export function assertSharpLayerComplete(layerDir: string, sharpVersion: string): void {
  const missing = missingSharpBinaries(layerDir);
  if (missing.length === 0) return;
  const wanted = missing.map((pkg) => pinned(layerDir, pkg, sharpVersion)).join(' ');
  throw new Error(
    `The sharp layer has no linux-arm64 binary (${missing.join(', ')} missing in ${modulesOf(layerDir)}): ` +
      `npm skipped them, most likely because its cache lacks them and the registry was out of reach. ` +
      `Run \`npm cache add ${wanted}\` with network access, then synthesize again.`,
  );
}
