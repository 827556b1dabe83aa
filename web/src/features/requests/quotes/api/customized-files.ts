import { downloadFileRoute } from '@shop/shared/api/routes/download-file';
import { listCustomizedFilesRoute } from '@shop/shared/api/routes/list-customized-files';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useSignedInQuery } from '../../../../lib/signed-in-query.ts';

export const customizedFilesOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.account.customizedFiles(userId, orderId),
    queryFn: ({ signal }) => apiRequest(listCustomizedFilesRoute, { params: { id: orderId }, signal }),
  });

/** The drawings customized for the buyer of this order. */
export function useCustomizedFiles(orderId: string) {
  return useSignedInQuery((userId) => customizedFilesOptions(userId, orderId));
}

/**
 * One customized file, through the order's own download route (its window rules and download count), which answers
 * a short-lived link to the copy stamped for this buyer.
 */
export async function customizedFileLink(orderId: string, path: string): Promise<string> {
  const { location } = await apiRequest(downloadFileRoute, {
    params: { orderId },
    query: { filePath: path, answer: 'link' },
  });
  return location;
}
