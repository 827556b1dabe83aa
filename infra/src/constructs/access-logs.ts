import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * One bucket for the S3 server access logs of the shop's buckets (prefix per bucket) and CloudFront's
 * standard logs (prefix cloudfront/). CloudFront's log delivery writes through an ACL, so ACLs stay
 * enabled (bucket-owner-preferred); the bucket is still private, TLS-only and encrypted.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      // Evidence after an incident: kept when the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
