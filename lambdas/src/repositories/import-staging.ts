import { CopyObjectCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { PLAN_IMPORT_TASKS_PREFIX } from '@shop/shared/admin/plan-import';
import { imageUploads, type PresignedPost } from './image-uploads.ts';
import { putLambdaRequest } from './lambda-requests.ts';

/** Where an import's CSV, files and row tasks sit in the private plan-files bucket. */
export const IMPORT_PREFIX = 'plan-imports/';
/** A task object under this prefix invokes the import worker for one row (its S3 event, as deliveries do). */
export const IMPORT_TASKS_PREFIX = PLAN_IMPORT_TASKS_PREFIX;

export const importObjectKeys = {
  csv: (id: string) => `${IMPORT_PREFIX}${id}/plans.csv`,
  filesPrefix: (id: string) => `${IMPORT_PREFIX}${id}/files/`,
  file: (id: string, name: string) => `${IMPORT_PREFIX}${id}/files/${name}`,
  task: (id: string, line: number) => `${IMPORT_TASKS_PREFIX}${id}/${line}.json`,
};

/** The task key's import id and line (keys arrive URL-encoded in S3 events; decode first). */
export function taskOfKey(key: string): { id: string; line: number } | undefined {
  const match = /^plan-imports\/tasks\/([0-9a-f-]{36})\/(\d{1,6})\.json$/.exec(key);
  return match ? { id: match[1] as string, line: Number(match[2]) } : undefined;
}

/**
 * The staging area of imports in the plan-files bucket: presigned POSTs in (key, type and size pinned by the policy,
 * like the plan form's uploads), the CSV and the list of uploaded files out, copies into place, and the row tasks.
 */
export function importStaging(s3: S3Client, bucket: string) {
  const uploads = imageUploads(s3, bucket);
  return {
    presign(key: string, contentType: string, maxBytes: number): Promise<PresignedPost> {
      return uploads.presignPost({
        key,
        contentType,
        maxBytes,
        expiresInSeconds: 3600,
        cacheControl: 'private, no-store',
      });
    },

    async readText(key: string): Promise<string | undefined> {
      try {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Body ? await Body.transformToString('utf-8') : '';
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    /** The files uploaded for an import, by name, with their stored sizes (ListObjectsV2, paged). */
    async files(id: string): Promise<Map<string, number>> {
      const prefix = importObjectKeys.filesPrefix(id);
      const files = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) files.set(object.Key.slice(prefix.length), object.Size ?? 0);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },

    /** Copies a staged file to `toBucket` (the images bucket for pictures, this bucket for plan files). */
    async copy(fromKey: string, toBucket: string, toKey: string, contentType?: string): Promise<void> {
      await s3.send(
        new CopyObjectCommand({
          Bucket: toBucket,
          Key: toKey,
          CopySource: `${bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
          ...(contentType ? { ContentType: contentType, MetadataDirective: 'REPLACE' } : {}),
        }),
      );
    },

    async putTask(id: string, line: number): Promise<void> {
      await putLambdaRequest(s3, { bucket, key: importObjectKeys.task(id, line), body: { id, line } });
    },
  };
}

export type ImportStaging = ReturnType<typeof importStaging>;
