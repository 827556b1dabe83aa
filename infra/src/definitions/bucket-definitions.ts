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

/**
 * Camera originals under uploads/ in the images bucket carry GPS and camera metadata. The picture Lambda deletes
 * each once its variants exist (within a minute, S3's retries included); one whose processing failed for good
 * expires after this many days, its noncurrent version a day later: time enough to look at the failure.
 */
export const UPLOADED_ORIGINALS_EXPIRY_DAYS = 2;
export const UPLOADED_ORIGINALS_NONCURRENT_DAYS = 1;
