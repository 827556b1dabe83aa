import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharpInstallArgs, sharpVersion } from '../src/constructs/sharp-layer.ts';
import { STACK_NAME, shopTemplates } from './support/synth.ts';
import { actionsGrantedTo, functionIdNamed, functionNamed, resourcesOfType } from './support/template-queries.ts';

const stacks = shopTemplates();
const template = stacks.parent;

describe('picture variants in the synthesized stack', () => {
  it('runs the picture Lambda on ARM64 with sharp from a layer, a full vCPU and a minute', () => {
    const fn = functionNamed(stacks, `${STACK_NAME}-make-picture-variants`).resource;

    expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], MemorySize: 2048, Timeout: 60 });
    const layers = fn.Properties.Layers as { Ref: string }[];
    expect(layers).toHaveLength(1);
    const layer = resourcesOfType(template, 'AWS::Lambda::LayerVersion')[layers[0]?.Ref ?? ''];
    expect(layer?.Properties).toMatchObject({ CompatibleArchitectures: ['arm64'] });
  });

  it('invokes it for every object created under uploads/ or share-requests/ in the images bucket, and only there', () => {
    const fnId = functionIdNamed(template, `${STACK_NAME}-make-picture-variants`);
    // Each bucket with notifications has its own resource (the plan-files bucket's invokes the delivery Lambda).
    const notifications = Object.values(resourcesOfType(template, 'Custom::S3BucketNotifications')).find((resource) =>
      String((resource.Properties.BucketName as { Ref: string }).Ref).startsWith('FilesImages'),
    );
    const config = notifications?.Properties.NotificationConfiguration as {
      LambdaFunctionConfigurations: {
        Events: string[];
        Filter: { Key: { FilterRules: { Name: string; Value: string }[] } };
        LambdaFunctionArn: { 'Fn::GetAtt': [string, string] };
      }[];
    };

    expect(config.LambdaFunctionConfigurations).toHaveLength(2);
    for (const trigger of config.LambdaFunctionConfigurations) {
      expect(trigger.Events).toEqual(['s3:ObjectCreated:*']);
      expect(trigger.LambdaFunctionArn['Fn::GetAtt'][0]).toBe(fnId);
    }
    expect(config.LambdaFunctionConfigurations.map((trigger) => trigger.Filter.Key.FilterRules)).toEqual([
      [{ Name: 'prefix', Value: 'uploads/' }],
      [{ Name: 'prefix', Value: 'share-requests/' }],
    ]);
    expect((notifications?.Properties.BucketName as { Ref: string } | undefined)?.Ref).toMatch(/^FilesImages/);
    expect(actionsGrantedTo(template, fnId)).toEqual(
      expect.arrayContaining(['s3:GetObject*', 's3:PutObject', 's3:DeleteObject*']),
    );
  });
});

describe('the sharp layer', () => {
  it('installs the locked sharp version with its linux-arm64 binaries, without Docker (npm registry or cache)', () => {
    // Prepare
    const outputDir = mkdtempSync(join(tmpdir(), 'sharp-layer-'));
    const version = sharpVersion();

    try {
      // Act
      execFileSync('npm', sharpInstallArgs(version, outputDir), { stdio: 'ignore' });

      // Assess
      const modules = join(outputDir, 'nodejs', 'node_modules');
      const read = (name: string) => JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8'));
      expect(read('sharp').version).toBe(version);
      expect(read('@img/sharp-linux-arm64')).toMatchObject({ os: ['linux'], cpu: ['arm64'] });
      expect(readdirSync(join(modules, '@img'))).toEqual(
        expect.arrayContaining(['sharp-linux-arm64', 'sharp-libvips-linux-arm64']),
      );
      expect(readdirSync(join(modules, '@img')).some((name) => name.includes('x64'))).toBe(false);
    } finally {
      rmSync(outputDir, { recursive: true, force: true });
    }
  });
});
