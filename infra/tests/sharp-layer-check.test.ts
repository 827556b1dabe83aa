import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertSharpLayerComplete, missingSharpBinaries } from '../src/constructs/sharp-layer-check.ts';

const made: string[] = [];

/** A folder laid out as `npm install --prefix <dir>/nodejs` leaves the layer, with the native files asked for. */
function builtLayer(files: { node?: boolean; libvips?: boolean; emptyNode?: boolean }): string {
  const dir = mkdtempSync(join(tmpdir(), 'sharp-layer-check-'));
  made.push(dir);
  const modules = join(dir, 'nodejs', 'node_modules');
  const write = (path: string, content: string) => {
    mkdirSync(join(modules, path, '..'), { recursive: true });
    writeFileSync(join(modules, path), content);
  };
  write(
    'sharp/package.json',
    JSON.stringify({
      name: 'sharp',
      version: '0.35.5',
      optionalDependencies: { '@img/sharp-linux-arm64': '0.35.5', '@img/sharp-libvips-linux-arm64': '1.3.4' },
    }),
  );
  write('sharp/lib/index.js', 'module.exports = {};');
  // npm keeps the package folders even when it skips nothing but a file: only the binaries decide.
  write('@img/sharp-linux-arm64/package.json', '{}');
  write('@img/sharp-libvips-linux-arm64/lib/index.js', '');
  if (files.node) write('@img/sharp-linux-arm64/lib/sharp-linux-arm64-0.35.5.node', 'ELF binary');
  if (files.emptyNode) write('@img/sharp-linux-arm64/lib/sharp-linux-arm64-0.35.5.node', '');
  if (files.libvips) write('@img/sharp-libvips-linux-arm64/lib/libvips-cpp.so.8.18.7', 'ELF library');
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the sharp layer check', () => {
  it('passes a layer holding the linux-arm64 .node and libvips', () => {
    // Prepare
    const layer = builtLayer({ node: true, libvips: true });

    // Act / Assess
    expect(missingSharpBinaries(layer)).toEqual([]);
    expect(() => assertSharpLayerComplete(layer, '0.35.5')).not.toThrow();
  });

  it('fails the build of a layer with sharp JavaScript only, naming the command that fetches both binaries', () => {
    // Prepare
    const layer = builtLayer({});

    // Act
    const build = () => assertSharpLayerComplete(layer, '0.35.5');

    // Assess
    expect(build).toThrow(/no linux-arm64 binary/);
    expect(build).toThrow('npm cache add @img/sharp-linux-arm64@0.35.5 @img/sharp-libvips-linux-arm64@1.3.4');
  });

  it('fails when only libvips is missing, or the .node file is empty', () => {
    // Prepare
    const withoutLibvips = builtLayer({ node: true });
    const emptyNode = builtLayer({ emptyNode: true, libvips: true });

    // Act / Assess
    expect(missingSharpBinaries(withoutLibvips)).toEqual(['@img/sharp-libvips-linux-arm64']);
    expect(() => assertSharpLayerComplete(withoutLibvips, '0.35.5')).toThrow(
      'npm cache add @img/sharp-libvips-linux-arm64@1.3.4`',
    );
    expect(missingSharpBinaries(emptyNode)).toEqual(['@img/sharp-linux-arm64']);
  });

  it('fails on an empty output folder (the install wrote nothing)', () => {
    // Prepare
    const dir = mkdtempSync(join(tmpdir(), 'sharp-layer-check-'));
    made.push(dir);

    // Act / Assess
    expect(() => assertSharpLayerComplete(dir, '0.35.5')).toThrow(
      'npm cache add @img/sharp-linux-arm64@0.35.5 @img/sharp-libvips-linux-arm64`',
    );
  });
});
