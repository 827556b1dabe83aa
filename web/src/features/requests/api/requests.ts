import { createRequestRoute } from '@shop/shared/api/routes/create-request';
import { createRequestUploadRoute } from '@shop/shared/api/routes/create-request-upload';
import { getRequestRoute } from '@shop/shared/api/routes/get-request';
import { getRequestAttachmentRoute } from '@shop/shared/api/routes/get-request-attachment';
import { listOwnRequestsRoute } from '@shop/shared/api/routes/list-own-requests';
import { postRequestMessageRoute } from '@shop/shared/api/routes/post-request-message';
import type { CreateRequestBody, RequesterMessageBody } from '@shop/shared/requests/request';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { showAnswer } from '../../../lib/show-answer.ts';

/** Uploads each file straight to the private bucket (presigned POST) and answers the references a message names. */
export async function uploadAttachments(files: readonly File[]): Promise<{ id: string; name: string }[]> {
  return Promise.all(
    files.map(async (file) => {
      const upload = await apiRequest(createRequestUploadRoute, {
        body: { content_type: file.type as 'application/pdf', size: file.size },
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append('file', file);
      const response = await fetch(upload.url, { method: 'POST', body: form });
      if (!response.ok) throw new Error(`Upload refused (${response.status})`);
      return { id: upload.id, name: file.name.slice(0, 120) };
    }),
  );
}

export function useCreateRequest() {
  return useMutation({
    mutationFn: async ({ body, files }: { body: Omit<CreateRequestBody, 'attachments'>; files: File[] }) =>
      apiRequest(createRequestRoute, { body: { ...body, attachments: await uploadAttachments(files) } }),
  });
}

export const requestThreadOptions = (id: string, token?: string) =>
  queryOptions({
    queryKey: queryKeys.requests.thread(id, token ?? ''),
    queryFn: ({ signal }) => apiRequest(getRequestRoute, { params: { id }, query: token ? { token } : {}, signal }),
    retry: false,
  });

export function useRequestThread(id: string, token?: string) {
  return useQuery(requestThreadOptions(id, token));
}

export function usePostRequestMessage(id: string, token?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, files }: { text: RequesterMessageBody['text']; files: File[] }) =>
      apiRequest(postRequestMessageRoute, {
        params: { id },
        query: token ? { token } : {},
        body: { text, attachments: await uploadAttachments(files) },
      }),
    onSuccess: (thread) => showAnswer(client, requestThreadOptions(id, token).queryKey, thread),
  });
}

export function useOwnRequests() {
  return useQuery({
    queryKey: queryKeys.requests.own,
    queryFn: ({ signal }) => apiRequest(listOwnRequestsRoute, { signal }),
  });
}

/** Opens an attachment through a link that lives a few minutes, asked for when clicked. */
export async function openAttachment(id: string, attachmentId: string, token?: string) {
  const link = await apiRequest(getRequestAttachmentRoute, {
    params: { id, attachmentId },
    query: token ? { token } : {},
  });
  window.open(link.url, '_blank', 'noopener');
}
