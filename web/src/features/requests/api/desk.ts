import { getRequestAnalyticsRoute } from '@shop/shared/api/routes/get-request-analytics';
import { listAdminRequestsRoute } from '@shop/shared/api/routes/list-admin-requests';
import { postStaffRequestMessageRoute } from '@shop/shared/api/routes/post-staff-request-message';
import { updateAdminRequestRoute } from '@shop/shared/api/routes/update-admin-request';
import type { StaffRequestUpdate } from '@shop/shared/requests/request';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { showAnswer } from '../../../lib/show-answer.ts';
import { requestThreadOptions, uploadAttachments } from './requests.ts';

export type DeskFilters = Partial<Record<'state' | 'kind' | 'service' | 'assignee' | 'older_than_days', string>>;

/** The desk's list, a page at a time: the server reads on from each page's cursor, so no request is out of reach. */
export function deskRequestsQueryOptions(filters: DeskFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.requests(query),
    // The schema checks the values again; the form offers only valid ones.
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listAdminRequestsRoute, {
        query: (pageParam ? { ...query, cursor: pageParam } : query) as never,
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });
}

export function useDeskRequests(filters: DeskFilters) {
  return useInfiniteQuery(deskRequestsQueryOptions(filters));
}

/** After a staff action the thread shows the answer and the desk's list is read again. */
function useDeskMutation<T>(
  id: string,
  run: (input: T) => ReturnType<typeof apiRequest<typeof updateAdminRequestRoute>>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (thread) => {
      await showAnswer(client, requestThreadOptions(id).queryKey, thread);
      void client.invalidateQueries({ queryKey: queryKeys.admin.allRequests });
    },
  });
}

export function useUpdateRequest(id: string) {
  return useDeskMutation(id, (body: StaffRequestUpdate) =>
    apiRequest(updateAdminRequestRoute, { params: { id }, body }),
  );
}

export function useStaffMessage(id: string) {
  return useDeskMutation(id, async ({ text, internal, files }: { text: string; internal: boolean; files: File[] }) =>
    apiRequest(postStaffRequestMessageRoute, {
      params: { id },
      body: { text, internal, attachments: await uploadAttachments(files) },
    }),
  );
}

export function useRequestAnalytics(from: string, to: string) {
  return useQuery({
    queryKey: queryKeys.admin.requestAnalytics(from, to),
    queryFn: ({ signal }) => apiRequest(getRequestAnalyticsRoute, { query: { from, to }, signal }),
  });
}
