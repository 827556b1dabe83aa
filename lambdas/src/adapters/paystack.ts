import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import {
  type PaystackClient,
  PaystackRefusedError,
  PaystackUnavailableError,
  readTransaction,
} from '../domain/ports/payment-provider.ts';
import { callTimeoutMs } from '../outbound/request-deadline.ts';
import { secretValue } from './secret-value.ts';

/** The port's types and errors, for the wiring and tests that reach Paystack through this adapter. */
export * from '../domain/ports/payment-provider.ts';

const PAYSTACK_API = 'https://api.paystack.co';
/** One Paystack call, answer included; it is not retried (call-budgets.ts counts it as it is). */
export const PAYSTACK_TIMEOUT_MS = 8_000;

interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data?: T;
}

export function paystackClient(baseUrl: string, loadSecretKey: () => Promise<string>): PaystackClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const key = await loadSecretKey();
    // Inside an API request, no longer than the request has left (request-deadline.ts); none left throws as it is.
    const timeoutMs = callTimeoutMs(PAYSTACK_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaystackUnavailableError(`Paystack could not be reached: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({ status: false, message: 'unreadable answer' }))) as
      | PaystackAnswer<T>
      | undefined;
    return { httpStatus: response.status, answer };
  }

  return {
    async initialize(input) {
      const { httpStatus, answer } = await call<{ authorization_url: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        input,
      );
      if (httpStatus !== 200 || !answer?.status || !answer.data?.authorization_url) {
        throw new PaystackUnavailableError(`Paystack refused to initialise (${httpStatus}): ${answer?.message}`);
      }
      return answer.data;
    },

    async verify(reference) {
      const { httpStatus, answer } = await call<unknown>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (httpStatus === 404 || (httpStatus === 400 && /not found/i.test(answer?.message ?? ''))) return undefined;
      if (httpStatus !== 200 || !answer?.status) {
        throw new PaystackUnavailableError(`Paystack verify failed (${httpStatus}): ${answer?.message}`);
      }
      const transaction = readTransaction(answer.data);
      if (!transaction) throw new PaystackUnavailableError('Paystack verify answered without a transaction');
      return transaction;
    },

    async refund(input) {
      const { httpStatus, answer } = await call<{ status?: string }>('POST', '/refund', input);
      if (httpStatus >= 400 && httpStatus < 500 && httpStatus !== 401 && httpStatus !== 429) {
        throw new PaystackRefusedError(answer?.message || `Paystack refused the refund (${httpStatus})`);
      }
      if (httpStatus !== 200 || !answer?.status) {
        throw new PaystackUnavailableError(`Paystack refund failed (${httpStatus}): ${answer?.message}`);
      }
      return { status: typeof answer.data?.status === 'string' ? answer.data.status : 'pending' };
    },

    secretKey: loadSecretKey,
  };
}

/** Offline the stand-in's test key is in the environment; in AWS the key is read from Secrets Manager. */
export function paystackFromEnv(): PaystackClient {
  const baseUrl = optionalEnv(ENV_NAMES.paystackBaseUrl) ?? PAYSTACK_API;
  const direct = optionalEnv(ENV_NAMES.paystackSecretKey);
  const secretName = optionalEnv(ENV_NAMES.paystackSecretName);
  const load = async () => {
    if (direct) return direct;
    if (!secretName)
      throw new Error(`Neither ${ENV_NAMES.paystackSecretKey} nor ${ENV_NAMES.paystackSecretName} is set`);
    return (await secretValue(secretName)).trim();
  };
  return paystackClient(baseUrl, load);
}
