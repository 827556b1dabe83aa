import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { REQUEST_ATTACHMENT_MAX_BYTES } from '@shop/shared/requests/request';
import { imageUploads, type PresignedPost } from './image-uploads.ts';

/** Where request attachments sit in the private plan-files bucket: one object per attachment id. */
export const REQUEST_ATTACHMENTS_PREFIX = 'request-attachments/';
export const requestAttachmentKey = (id: string) => `${REQUEST_ATTACHMENTS_PREFIX}${id}`;

/** How long a link to an attachment works: long enough to open it, short enough that a forwarded link dies. */
export const ATTACHMENT_LINK_SECONDS = 10 * 60;
/** How long a presigned POST for an attachment may be used. */
export const ATTACHMENT_UPLOAD_SECONDS = 15 * 60;

/**
 * Request attachments in the private plan-files bucket: presigned POSTs in (key, type and size pinned by the
 * policy), a HEAD to confirm what S3 holds before a message names it, and short-lived GET links out. The bucket is
 * never public; links are signed only for the requester and staff (the domain decides who).
 */
export function requestAttachments(s3: S3Client, bucket: string) {
  const uploads = imageUploads(s3, bucket);
  return {
    presign(id: string, contentType: string, maxBytes = REQUEST_ATTACHMENT_MAX_BYTES): Promise<PresignedPost> {
      return uploads.presignPost({
        key: requestAttachmentKey(id),
        contentType,
        maxBytes,
        expiresInSeconds: ATTACHMENT_UPLOAD_SECONDS,
        cacheControl: 'private, no-store',
      });
    },

    /** What S3 holds for an attachment id (its declared type and size), or undefined when nothing was uploaded. */
    async stored(id: string): Promise<{ contentType: string; size: number } | undefined> {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: requestAttachmentKey(id) }));
        return { contentType: head.ContentType ?? '', size: head.ContentLength ?? 0 };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    /** A GET link that works for ATTACHMENT_LINK_SECONDS, saving the file under its shown name. */
    link(id: string, fileName: string, contentType: string): Promise<string> {
      const safeName = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: requestAttachmentKey(id),
          ResponseContentDisposition: `attachment; filename="${safeName}"`,
          ResponseContentType: contentType,
        }),
        { expiresIn: ATTACHMENT_LINK_SECONDS },
      );
    },
  };
}

export type RequestAttachments = ReturnType<typeof requestAttachments>;
