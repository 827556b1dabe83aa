/**
 * The two buckets as plain data, shared by the CDK files construct and the offline s3rver setup.
 * Images are served publicly through CloudFront under /images/*, so their keys start with `images/`.
 * Plan files stay private and leave only through presigned URLs.
 */
export const BUCKETS = {
  images: { id: 'Images', localName: 'local-images', keyPrefix: 'images/' },
  planFiles: { id: 'PlanFiles', localName: 'local-plan-files', keyPrefix: 'plans/' },
} as const;

/** Browsers upload straight to S3 with presigned POST, and download plan files with presigned GET. */
export const BUCKET_CORS = {
  allowedMethods: ['GET', 'HEAD', 'POST', 'PUT'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;

/** Public path prefix under which CloudFront (and the offline web server) serves the images bucket. */
export const IMAGES_PATH_PREFIX = '/images/';
