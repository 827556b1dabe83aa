import { getRequestQuoteRoute } from '@shop/shared/api/routes/get-request-quote';
import { payRequestQuoteRoute } from '@shop/shared/api/routes/pay-request-quote';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../../i18n/i18n.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useSignedInQuery } from '../../../../lib/signed-in-query.ts';

export const getRequestQuoteOptions = (userId: string, requestId: string) =>
  queryOptions({
    queryKey: queryKeys.account.requestQuote(userId, requestId),
    queryFn: ({ signal }) => apiRequest(getRequestQuoteRoute, { params: { id: requestId }, signal }),
  });

/** The quotes on the signed-in requester's own request. */
export function useRequestQuote(requestId: string) {
  return useSignedInQuery((userId) => getRequestQuoteOptions(userId, requestId));
}

/** Starts the payment of the revision the requester sees; the page then goes to Paystack's. */
export function usePayQuote(requestId: string) {
  return useMutation({
    mutationFn: (revision: number) =>
      apiRequest(payRequestQuoteRoute, {
        params: { id: requestId },
        body: { revision, language: currentLanguage() },
      }),
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
}
