import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../adapters/s3-client.ts';
import { secretValue } from '../adapters/secret-value.ts';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { awsClientOptions } from '../outbound/aws-client-options.ts';

/** SigV4's longest validity: a presigned URL cannot outlive 7 days. */
export const MAX_LINK_SECONDS = 604_800;

export interface PlanFileLinks {
  /** A GET address for the file that works until `expiresAt` (at most 7 days ahead), served as an attachment. */
  sign(key: string, fileName: string, expiresAt: Date, now: Date): Promise<string>;
}

/** attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf: ASCII for old clients, UTF-8 for the rest. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function planFileLinks(s3: S3Client, bucket: string): PlanFileLinks {
  return {
    sign(key, fileName, expiresAt, now) {
      const seconds = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
      const expiresIn = Math.max(1, Math.min(MAX_LINK_SECONDS, seconds));
      return getSignedUrl(
        s3,
        new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: attachmentDisposition(fileName) }),
        { expiresIn },
      );
    },
  };
}

let signer: { secretText: string; client: S3Client } | undefined;

/**
 * The S3 client that signs plan-file links. A URL signed with the Lambda role's temporary credentials
 * stops working when they expire (hours), so in AWS the links are signed with a dedicated IAM user's
 * key, kept in Secrets Manager (docs/operations.md says how to rotate it; the secret is re-read every few
 * minutes, and a new key gets a new client). Offline there is no such secret and s3rver checks no
 * signatures: the ordinary client signs.
 */
export async function signingS3Client(): Promise<S3Client> {
  const secretName = optionalEnv(ENV_NAMES.planFilesSignerSecretName);
  if (!secretName) return s3Client();
  const secretText = await secretValue(secretName);
  if (signer?.secretText !== secretText) {
    const { accessKeyId, secretAccessKey } = JSON.parse(secretText) as { accessKeyId: string; secretAccessKey: string };
    signer = {
      secretText,
      client: new S3Client({ ...awsClientOptions(), credentials: { accessKeyId, secretAccessKey } }),
    };
  }
  return signer.client;
}
