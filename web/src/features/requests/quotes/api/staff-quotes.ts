import { coverRequestQuoteRoute } from '@shop/shared/api/routes/cover-request-quote';
import { createRequestDeliveryUploadRoute } from '@shop/shared/api/routes/create-request-delivery-upload';
import { deliverRequestFilesRoute } from '@shop/shared/api/routes/deliver-request-files';
import { listRequestQuotesRoute } from '@shop/shared/api/routes/list-request-quotes';
import { sendRequestQuoteRoute } from '@shop/shared/api/routes/send-request-quote';
import type { SendQuoteBody } from '@shop/shared/requests/quotes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { uploadWithProgress } from '../../../../lib/uploads/upload-with-progress.ts';

export const staffQuotesOptions = (requestId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.requestQuotes(requestId),
    queryFn: ({ signal }) => apiRequest(listRequestQuotesRoute, { params: { id: requestId }, signal }),
  });

export function useStaffQuotes(requestId: string) {
  return useQuery(staffQuotesOptions(requestId));
}

/** Sends a quote (or its revision); the list is read again whatever the answer. */
export function useSendQuote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendQuoteBody) => apiRequest(sendRequestQuoteRoute, { params: { id: requestId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuotesOptions(requestId).queryKey }),
  });
}

/** Marks Premium's included customization as covered. */
export function useCoverRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(coverRequestQuoteRoute, { params: { id: requestId }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuotesOptions(requestId).queryKey }),
  });
}

/**
 * Uploads the chosen drawings straight to the private bucket (one presigned POST each, the policy pinning key, type
 * and size), then hands their keys to the buyer's order.
 */
export function useDeliverFiles(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, onProgress }: { files: File[]; onProgress: (fraction: number) => void }) => {
      const { uploads } = await apiRequest(createRequestDeliveryUploadRoute, {
        params: { id: requestId },
        body: { files: files.map((file) => ({ name: file.name, size: file.size, contentType: file.type })) },
      });
      const done = uploads.map(() => 0);
      await Promise.all(
        uploads.map((upload, index) =>
          uploadWithProgress(upload, files[index] as File, (fraction) => {
            done[index] = fraction;
            onProgress(done.reduce((sum, part) => sum + part, 0) / uploads.length);
          }),
        ),
      );
      return apiRequest(deliverRequestFilesRoute, {
        params: { id: requestId },
        body: { keys: uploads.map((upload) => upload.key) },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuotesOptions(requestId).queryKey }),
  });
}
