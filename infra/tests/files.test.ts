import { describe, expect, it } from 'vitest';
import { BUCKET_CORS } from '../src/definitions/bucket-definitions.ts';
import { shopTemplate } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

type Statement = { Effect: string; Action: string | string[]; Principal?: unknown; Condition?: unknown };

const template = shopTemplate();
const buckets = resourcesOfType(template, 'AWS::S3::Bucket');
const bucketId = (prefix: string) => {
  const ids = Object.keys(buckets).filter((id) => id.startsWith(prefix));
  if (ids.length !== 1) throw new Error(`Expected one bucket ${prefix}*, found ${ids.length}`);
  return ids[0];
};
const BUCKET_IDS = {
  images: bucketId('FilesImages'),
  planFiles: bucketId('FilesPlanFiles'),
  web: bucketId('SiteWebBucket'),
};

function policyStatementsOf(id: string): Statement[] {
  const policy = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).find(
    (p) => (p.Properties.Bucket as { Ref: string }).Ref === id,
  );
  return (policy?.Properties.PolicyDocument as { Statement: Statement[] } | undefined)?.Statement ?? [];
}

describe('the buckets', () => {
  it.each(Object.entries(BUCKET_IDS))('%s blocks every kind of public access and encrypts at rest', (_, id) => {
    expect(buckets[id].Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
  });

  it.each(Object.entries(BUCKET_IDS))('%s refuses requests that do not use TLS', (_, id) => {
    expect(policyStatementsOf(id)).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it.each([
    ['images', BUCKET_IDS.images],
    ['planFiles', BUCKET_IDS.planFiles],
  ])('%s keeps previous versions, is retained, and allows the browser uploads the definition describes', (_, id) => {
    const bucket = buckets[id];

    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket).toMatchObject({ DeletionPolicy: 'Retain' });
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedOrigins: ['*'],
          AllowedMethods: [...BUCKET_CORS.allowedMethods],
          AllowedHeaders: [...BUCKET_CORS.allowedHeaders],
          ExposedHeaders: [...BUCKET_CORS.exposedHeaders],
          MaxAge: BUCKET_CORS.maxAgeSeconds,
        },
      ],
    });
  });

  it('lets nobody but the account read plan files: no Allow in their bucket policy, no CloudFront origin', () => {
    const allows = policyStatementsOf(BUCKET_IDS.planFiles).filter((statement) => statement.Effect === 'Allow');
    const [distribution] = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));

    expect(allows).toEqual([]);
    expect(JSON.stringify(distribution.Properties)).not.toContain(BUCKET_IDS.planFiles);
  });

  it('expires camera originals left under uploads/ in the images bucket (a failed picture), and nothing else', () => {
    const rules = (bucket: string) =>
      (buckets[bucket].Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;

    expect(rules(BUCKET_IDS.images)).toContainEqual({
      Id: 'ExpireUploadedOriginals',
      Prefix: 'uploads/',
      Status: 'Enabled',
      ExpirationInDays: 2,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
    // Everything else in the bucket (the served variants) keeps its current version for good.
    const unprefixed = rules(BUCKET_IDS.images).filter((rule) => rule.Prefix === undefined);
    expect(unprefixed.map((rule) => rule.ExpirationInDays)).toEqual([undefined]);
    expect(JSON.stringify(rules(BUCKET_IDS.planFiles))).not.toContain('uploads/');
  });

  it('expires request uploads no message named after a day, and leaves named attachments alone', () => {
    const rules = (
      buckets[BUCKET_IDS.planFiles].Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }
    ).Rules;

    expect(rules).toContainEqual({
      Id: 'ExpireUnattachedRequestUploads',
      Prefix: 'request-attachments/unattached/',
      Status: 'Enabled',
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
    const expiring = rules.filter((rule) => rule.ExpirationInDays !== undefined).map((rule) => rule.Prefix);
    expect(expiring.some((prefix) => prefix === 'request-attachments/')).toBe(false);
  });

  it('limits browser uploads to the custom domain once there is one', () => {
    const withDomain = shopTemplate({
      domain: { name: 'plans.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    });

    const cors = resourcesOfType(withDomain, 'AWS::S3::Bucket')[BUCKET_IDS.planFiles].Properties.CorsConfiguration;

    expect(cors).toMatchObject({ CorsRules: [{ AllowedOrigins: ['https://plans.example.com'] }] });
  });
});
