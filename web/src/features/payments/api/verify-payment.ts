import { verifyPaymentRoute } from '@shop/shared/api/routes/verify-payment';
import { apiRequest } from '../../../lib/api-client.ts';
import { outcomeOfAnswer, outcomeOfError, type VerifyOutcome } from '../utils/verify-outcome.ts';

/** Asks the API to confirm a Paystack reference; the API completes the order if Paystack says it is paid. */
export async function verifyPayment(reference: string, signal?: AbortSignal): Promise<VerifyOutcome> {
  try {
    return outcomeOfAnswer(await apiRequest(verifyPaymentRoute, { params: { reference }, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return outcomeOfError(error);
  }
}
