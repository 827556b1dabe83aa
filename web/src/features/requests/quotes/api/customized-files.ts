import { downloadFileRoute } from '@shop/shared/api/routes/download-file';
import { listCustomizedFilesRoute } from '@shop/shared/api/routes/list-customized-files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useAuth } from '../../../../lib/auth-context.tsx';
import { queryKeys } from '../../../../lib/query-keys.ts';

export const customizedFilesOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.account.customizedFiles(userId, orderId),
    queryFn: ({ signal }) => apiRequest(listCustomizedFilesRoute, { params: { id: orderId }, signal }),
  });

/** The drawings customized for the buyer of this order. */
export function useCustomizedFiles(orderId: string) {
  const { status, user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({ ...customizedFilesOptions(userId, orderId), enabled: status === 'signed-in' && !!userId });
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
