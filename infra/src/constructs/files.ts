import { DELIVERY_COPY_DAYS, DELIVERY_PREFIX } from '@shop/shared/orders/delivery-location';
import { ORIGINALS_PREFIX } from '@shop/shared/pictures/picture-keys';
import { UNATTACHED_ATTACHMENT_DAYS, UNATTACHED_ATTACHMENTS_PREFIX } from '@shop/shared/requests/attachment-location';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type IBucket,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  BUCKET_CORS,
  BUCKETS,
  UPLOADED_ORIGINALS_EXPIRY_DAYS,
  UPLOADED_ORIGINALS_NONCURRENT_DAYS,
} from '../definitions/bucket-definitions.ts';

export interface FilesProps {
  /** Origins allowed to upload and download with presigned URLs (the site's own origin). */
  corsOrigins: string[];
  /** Where S3 writes each bucket's server access logs. */
  accessLogsBucket: IBucket;
}

/**
 * The images bucket (read by CloudFront under /images/*) and the plan-files bucket (never public:
 * files leave only through presigned URLs). Both private, TLS-only, versioned and retained.
 */
export class Files extends Construct {
  readonly imagesBucket: Bucket;
  readonly planFilesBucket: Bucket;

  constructor(scope: Construct, id: string, props: FilesProps) {
    super(scope, id);
    // A camera original the picture Lambda could not process (and so did not delete) does not stay for good.
    this.imagesBucket = this.privateBucket(BUCKETS.images.id, props, [
      {
        id: 'ExpireUploadedOriginals',
        prefix: ORIGINALS_PREFIX,
        expiration: Duration.days(UPLOADED_ORIGINALS_EXPIRY_DAYS),
        noncurrentVersionExpiration: Duration.days(UPLOADED_ORIGINALS_NONCURRENT_DAYS),
      },
    ]);
    this.planFilesBucket = this.privateBucket(BUCKETS.planFiles.id, props);
    // Stamped copies, certificates and ZIPs are remade on demand (lambdas' order-delivery.ts), so they go once no
    // page can link them any more; their old versions go the next day instead of after 30.
    this.planFilesBucket.addLifecycleRule({
      id: 'ExpireDeliveries',
      prefix: DELIVERY_PREFIX,
      expiration: Duration.days(DELIVERY_COPY_DAYS),
      noncurrentVersionExpiration: Duration.days(1),
    });
    // A request attachment uploaded and never named by a message (an abandoned form) is nobody's file.
    this.planFilesBucket.addLifecycleRule({
      id: 'ExpireUnattachedRequestUploads',
      prefix: UNATTACHED_ATTACHMENTS_PREFIX,
      expiration: Duration.days(UNATTACHED_ATTACHMENT_DAYS),
      noncurrentVersionExpiration: Duration.days(1),
    });
  }

  private privateBucket(
    id: string,
    { corsOrigins, accessLogsBucket }: FilesProps,
    prefixRules: LifecycleRule[] = [],
  ): Bucket {
    return new Bucket(this, id, {
      serverAccessLogsBucket: accessLogsBucket,
      serverAccessLogsPrefix: `s3/${id}/`,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      encryption: BucketEncryption.S3_MANAGED,
      cors: [
        {
          allowedOrigins: corsOrigins,
          allowedMethods: BUCKET_CORS.allowedMethods.map((method) => HttpMethods[method]),
          allowedHeaders: [...BUCKET_CORS.allowedHeaders],
          exposedHeaders: [...BUCKET_CORS.exposedHeaders],
          maxAge: BUCKET_CORS.maxAgeSeconds,
        },
      ],
      // Versioning guards against overwrites; old versions and abandoned uploads should not cost forever.
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...prefixRules,
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
