import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachedKey, unattachedKey } from '@shop/shared/requests/attachment-location';
import { REQUEST_ATTACHMENT_MAX_BYTES } from '@shop/shared/requests/request';
import { imageUploads, type PresignedPost } from './image-uploads.ts';

/** How long a link to an attachment works: long enough to open it, short enough that a forwarded link dies. */
export const ATTACHMENT_LINK_SECONDS = 10 * 60;
/** How long a presigned POST for an attachment may be used. */
export const ATTACHMENT_UPLOAD_SECONDS = 15 * 60;

/**
 * Request attachments in the private plan-files bucket: presigned POSTs in (key, type and size pinned by the
 * policy) under the unattached prefix, a HEAD to confirm what S3 holds before a message names it, a move to the
 * attachment's own key when one does, and short-lived GET links out. The bucket is never public; links are signed
 * only for the requester and staff (the domain decides who).
 */
export function requestAttachments(s3: S3Client, bucket: string) {
  const uploads = imageUploads(s3, bucket);

  async function head(key: string): Promise<{ contentType: string; size: number } | undefined> {
    try {
      const found = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { contentType: found.ContentType ?? '', size: found.ContentLength ?? 0 };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  return {
    presign(id: string, contentType: string, maxBytes = REQUEST_ATTACHMENT_MAX_BYTES): Promise<PresignedPost> {
      return uploads.presignPost({
        key: unattachedKey(id),
        contentType,
        maxBytes,
        expiresInSeconds: ATTACHMENT_UPLOAD_SECONDS,
        cacheControl: 'private, no-store',
      });
    },

    /**
     * What S3 holds for an attachment id (its declared type and size), uploaded and not yet named, or already moved
     * by an earlier attempt of the same message; undefined when nothing was uploaded.
     */
    async stored(id: string): Promise<{ contentType: string; size: number } | undefined> {
      return (await head(unattachedKey(id))) ?? (await head(attachedKey(id)));
    },

    /**
     * Moves a named upload to its own key, out of reach of the unattached files' expiry: a copy, then the upload's
     * removal. Already moved (a retried message) is fine; the copy keeps the type S3 recorded.
     */
    async attach(id: string): Promise<void> {
      if (!(await head(unattachedKey(id)))) return;
      await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          CopySource: `${bucket}/${unattachedKey(id)}`,
          Key: attachedKey(id),
          MetadataDirective: 'COPY',
        }),
      );
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: unattachedKey(id) }));
    },

    /** Deletes attachments for good (a closed account's own files), at most 1,000 per call as S3 allows. */
    async remove(ids: readonly string[]): Promise<void> {
      for (let start = 0; start < ids.length; start += 1000) {
        const objects = ids.slice(start, start + 1000).map((id) => ({ Key: attachedKey(id) }));
        await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
      }
    },

    /** A GET link that works for ATTACHMENT_LINK_SECONDS, saving the file under its shown name. */
    link(id: string, fileName: string, contentType: string): Promise<string> {
      const safeName = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: attachedKey(id),
          ResponseContentDisposition: `attachment; filename="${safeName}"`,
          ResponseContentType: contentType,
        }),
        { expiresIn: ATTACHMENT_LINK_SECONDS },
      );
    },
  };
}

export type RequestAttachments = ReturnType<typeof requestAttachments>;
