import {
  REQUEST_TEXTS,
  type RequestAttachment,
  type RequestUpload,
  type RequestUploadBody,
} from '@shop/shared/requests/request';
import type { Caller } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import { ATTACHMENT_LINK_SECONDS, ATTACHMENT_UPLOAD_SECONDS } from '../../repositories/request-attachments.ts';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';
import { readRequestAs } from './request-access.ts';
import type { RequestDeps } from './request-deps.ts';
import { visibleMessages } from './request-thread.ts';

/** Presigned uploads per address and account: a few requests' worth of files, not a free file host. */
export const REQUEST_UPLOAD_RATE_LIMIT: RateLimitRule = {
  action: 'request-upload',
  limit: 40,
  accountLimit: 40,
  windowSeconds: 3600,
  message: REQUEST_TEXTS.tooManyUploads,
};

/**
 * A presigned POST for one attachment into the private bucket, under a fresh id, its type and size pinned by the
 * policy. The file belongs to no one until a message names it; a message checks what S3 holds before it does.
 */
export async function createRequestUpload(
  deps: Pick<RequestDeps, 'attachments' | 'rateLimits' | 'now' | 'newId'>,
  body: RequestUploadBody,
  caller: Caller | undefined,
  address: string,
): Promise<RequestUpload> {
  const now = deps.now();
  await enforceRateLimit(deps.rateLimits, REQUEST_UPLOAD_RATE_LIMIT, { address, account: caller?.sub }, now);
  const id = deps.newId();
  const post = await deps.attachments.presign(id, body.content_type, body.size);
  return {
    id,
    url: post.url,
    fields: post.fields,
    expires_at: new Date(now.getTime() + ATTACHMENT_UPLOAD_SECONDS * 1000).toISOString(),
  };
}

/**
 * A short-lived link to one attachment of a request, for a reader of that request who may see the message carrying
 * it (the requester never gets an internal note's file). Anything else is answered as missing.
 */
export async function getRequestAttachmentLink(
  deps: Pick<RequestDeps, 'requests' | 'attachments' | 'now'>,
  id: string,
  attachmentId: string,
  caller: Caller | undefined,
  token: string | undefined,
): Promise<{ url: string; expires_at: string; name: string }> {
  const { request, reader } = await readRequestAs(deps.requests, id, caller, token);
  const messages = visibleMessages(await deps.requests.messages(request.id), reader);
  const attachment: RequestAttachment | undefined = messages
    .flatMap((message) => message.attachments)
    .find((file) => file.id === attachmentId);
  if (!attachment) throw new NotFoundError(REQUEST_TEXTS.notFound);
  return {
    url: await deps.attachments.link(attachment.id, attachment.name, attachment.content_type),
    expires_at: new Date(deps.now().getTime() + ATTACHMENT_LINK_SECONDS * 1000).toISOString(),
    name: attachment.name,
  };
}
