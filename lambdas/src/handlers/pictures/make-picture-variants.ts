import { isShareRequestKey } from '@shop/shared/pictures/share-image';
import type { S3Event } from 'aws-lambda';
import { s3Client } from '../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { processUploadedPicture } from '../../domain/pictures/process-uploaded-picture.ts';
import { processShareRequest } from '../../domain/share-images/process-share-request.ts';
import { log } from '../../observability/log.ts';
import { pictureStore } from '../../repositories/picture-store.ts';

/**
 * Not a route: S3 invokes it when an original lands under uploads/ in the images bucket, or a staff save writes a
 * share request under share-requests/ (infra/src/constructs/pictures.ts); offline, the local stack passes it s3rver's events. An error
 * other than a refused picture fails the invocation, so S3's asynchronous retries try again.
 */
export const handler = async (event: S3Event) => {
  const store = pictureStore(s3Client(), requiredEnv(ENV_NAMES.imagesBucket));
  const results = [];
  for (const record of event.Records ?? []) {
    // Keys arrive URL-encoded, spaces as "+".
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const result = isShareRequestKey(key)
      ? await processShareRequest(store, key)
      : await processUploadedPicture(store, key);
    // Powertools reserves `message`: the refusal's reason is logged as `reason`.
    const { message: reason, ...fields } = { message: undefined, ...result };
    log('info', 'picture processed', { ...fields, reason });
    results.push(result);
  }
  return results;
};
