import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { REPO_ROOT } from '../paths.ts';
import { writeShareFonts } from './share-fonts-layer.ts';
import { assertSharpLayerComplete } from './sharp-layer-check.ts';

/** The sharp version our lock file installed: the layer carries the same one, built for Lambda's ARM64. */
export function sharpVersion(): string {
  // sharp's exports hide its package.json: find the package folder from its main entry.
  const require = createRequire(join(REPO_ROOT, 'lambdas', 'package.json'));
  let dir = dirname(require.resolve('sharp'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The npm command that fills the layer: sharp and its prebuilt linux-arm64 libvips, from the npm registry or cache. */
export function sharpInstallArgs(version: string, outputDir: string): string[] {
  return [
    'install',
    `sharp@${version}`,
    '--prefix',
    join(outputDir, 'nodejs'),
    '--os=linux',
    '--cpu=arm64',
    '--libc=glibc',
    '--omit=dev',
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
  ];
}

/**
 * A Lambda layer holding sharp for ARM64 (/opt/nodejs/node_modules/sharp), built without Docker: npm
 * installs sharp's prebuilt binaries for another platform when told the target (from its cache, or the
 * registry). The build fails when the native binaries did not come (assertSharpLayerComplete), and the asset's
 * hash is that of the built files: a layer built wrong once is never taken for a good one and reused.
 */
export function sharpLayer(scope: Construct, id: string): LayerVersion {
  const version = sharpVersion();
  return new LayerVersion(scope, id, {
    description: `sharp ${version} for linux-arm64 (picture variants), and the share pictures' fonts`,
    compatibleArchitectures: [Architecture.ARM_64],
    compatibleRuntimes: [Runtime.NODEJS_24_X],
    code: Code.fromAsset(join(REPO_ROOT, 'infra', 'layers', 'sharp'), {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never used: the local install below always runs (CDK asks for an image all the same).
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
        local: {
          tryBundle(outputDir: string) {
            execFileSync('npm', sharpInstallArgs(version, outputDir), { stdio: ['ignore', 'ignore', 'inherit'] });
            assertSharpLayerComplete(outputDir, version);
            // Lambda's image has no font: the share pictures' words come from these (/opt/fonts, FONTCONFIG_FILE).
            writeShareFonts(join(outputDir, 'fonts'));
            return true;
          },
        },
      },
    }),
  });
}
