import {
  REQUEST_ATTACHMENT_MAX_BYTES,
  REQUEST_ATTACHMENT_TYPES,
  REQUEST_TEXTS,
  type RequestAttachment,
  type RequestAttachmentType,
} from '@shop/shared/requests/request';
import { InvalidInputError } from '../../errors/domain-errors.ts';
import type { RequestAttachments } from '../../repositories/request-attachments.ts';

/**
 * The attachments a new message names, as S3 holds them: each must have been uploaded, and S3's own record of its
 * type and size must be a picture or PDF within the limit (the POST policy pinned both; this checks again, so a file
 * put there another way is refused too). Once all pass, each is moved out of the unattached uploads, which expire;
 * moved before the message is written, so a written message never names a file that could still expire.
 */
export async function checkedAttachments(
  store: Pick<RequestAttachments, 'stored' | 'attach'>,
  refs: readonly { id: string; name: string }[] | undefined,
): Promise<RequestAttachment[]> {
  const unique = [...new Map((refs ?? []).map((ref) => [ref.id, ref])).values()];
  const checked = await Promise.all(
    unique.map(async (ref) => {
      const stored = await store.stored(ref.id);
      if (!stored) throw new InvalidInputError(REQUEST_TEXTS.attachmentMissing);
      const type = stored.contentType as RequestAttachmentType;
      if (!REQUEST_ATTACHMENT_TYPES.includes(type) || stored.size < 1 || stored.size > REQUEST_ATTACHMENT_MAX_BYTES) {
        throw new InvalidInputError(REQUEST_TEXTS.attachmentRefused);
      }
      return { id: ref.id, name: ref.name, content_type: type, size: stored.size };
    }),
  );
  await Promise.all(checked.map((file) => store.attach(file.id)));
  return checked;
}
