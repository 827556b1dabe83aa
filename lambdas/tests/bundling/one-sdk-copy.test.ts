import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LOCK = new URL('../../../package-lock.json', import.meta.url);

describe('the AWS SDK in the lock file', () => {
  it('holds one copy of each @aws-sdk package, so no handler bundles a client twice', () => {
    // Prepare: @aws-sdk/s3-presigned-post pins an exact @aws-sdk/client-s3, and a second copy under it put
    // another 76 KB of S3 schemas in every upload handler (the root package.json's overrides prevent it).
    const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, unknown> };

    // Act: @aws-sdk packages nested under another one. (@aws-sdk/lib-storage nests the `buffer` and `events`
    // polyfills of its browser build; a Node bundle uses Node's own modules, so those are not counted.)
    const nested = Object.keys(lock.packages).filter((path) =>
      /node_modules\/@aws-sdk\/[^/]+\/node_modules\/@aws-sdk\//.test(path),
    );

    // Assess
    expect(nested).toEqual([]);
  });
});
