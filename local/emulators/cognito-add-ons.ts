import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

/** What cognito-local lacks or does otherwise, preloaded into its child (`--import`); each file says why. */
const ADD_ONS = [
  'cognito-mail-sender.ts',
  'cognito-mfa-targets.ts',
  'cognito-sign-out-targets.ts',
  'cognito-confirm-targets.ts',
] as const;

let built: { name: string; code: string }[] | undefined;

/**
 * The add-ons as plain JavaScript, built once per process. The child then runs without tsx: with tsx's loader
 * hooked into every require, cognito-local (the whole aws-sdk v2 among them) took seconds longer to start, and a
 * stack starts for every integration and browser test file. Each keeps its own `import.meta.url`, so it still
 * finds cognito-local from this folder.
 */
function addOnsAsJavaScript(): { name: string; code: string }[] {
  built ??= ADD_ONS.map((name) => {
    const entry = fileURLToPath(new URL(`./${name}`, import.meta.url));
    const result = buildSync({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'error',
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
    });
    return { name: name.replace(/\.ts$/, '.mjs'), code: result.outputFiles[0]?.text ?? '' };
  });
  return built;
}

/** Writes the add-ons into `directory` (the emulator's own data folder) and returns their URLs, in load order. */
export async function writeCognitoAddOns(directory: string): Promise<string[]> {
  const folder = join(directory, '.add-ons');
  await mkdir(folder, { recursive: true });
  return addOnsAsJavaScript().map(({ name, code }) => {
    const path = join(folder, name);
    writeFileSync(path, code);
    return pathToFileURL(path).href;
  });
}
