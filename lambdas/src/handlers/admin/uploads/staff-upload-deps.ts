import { randomUUID } from 'node:crypto';
import { s3Client } from '../../../adapters/s3-client.ts';
import { ENV_NAMES, requiredEnv } from '../../../config/env.ts';
import type { ImageUploadDeps, PlanFileUploadDeps } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { storedFiles } from '../../../repositories/stored-files.ts';

const clock = { now: () => new Date(), newId: randomUUID };

/** Staff images and gallery pictures: the public images bucket, the clock and new ids for their keys. */
export const imageUploadDeps = (): ImageUploadDeps => ({
  images: storedFiles(s3Client(), requiredEnv(ENV_NAMES.imagesBucket)),
  ...clock,
});

/** A plan's files: the private plan-files bucket, the clock and new ids for their keys. */
export const planFileUploadDeps = (): PlanFileUploadDeps => ({
  planFiles: storedFiles(s3Client(), requiredEnv(ENV_NAMES.planFilesBucket)),
  ...clock,
});
