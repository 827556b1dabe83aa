import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { secretValue } from './secret-value.ts';

/** Paystack's transaction statuses we act on; anything else is treated as still in progress. */
export type PaystackStatus = 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed' | string;

/** The parts of Paystack's transaction object (verify answer and webhook data) the shop reads. */
export interface PaystackTransaction {
  status: PaystackStatus;
  reference: string;
  /** In the currency's subunit (pesewas for GHS). */
  amount: number;
  currency: string;
  channel: string | null;
  paid_at: string | null;
  gateway_response: string | null;
  metadata?: unknown;
}

export interface InitializeTransaction {
  email: string;
  /** Pesewas. */
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  metadata: Record<string, string>;
}

export interface PaystackClient {
  initialize(input: InitializeTransaction): Promise<{ authorization_url: string; reference: string }>;
  /** The transaction, or undefined when Paystack does not know the reference. */
  verify(reference: string): Promise<PaystackTransaction | undefined>;
  /**
   * A full (or partial) refund of a successful transaction (POST /refund). Answers Paystack's refund status
   * (`pending` or `processed`); throws PaystackRefusedError when Paystack says no (already reversed, unknown).
   */
  refund(input: { transaction: string; amount: number }): Promise<{ status: string }>;
  /** The secret key, which also signs webhooks. */
  secretKey(): Promise<string>;
}

export class PaystackUnavailableError extends Error {}

/** Paystack answered and declined the request (a 4xx with its message); retrying will not help. */
export class PaystackRefusedError extends Error {}

const PAYSTACK_API = 'https://api.paystack.co';

interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data?: T;
}

/** Reads a transaction object loosely: Paystack adds fields over time and the shop needs a few. */
export function readTransaction(data: unknown): PaystackTransaction | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const t = data as Record<string, unknown>;
  if (typeof t.reference !== 'string' || typeof t.status !== 'string') return undefined;
  return {
    status: t.status,
    reference: t.reference,
    amount: typeof t.amount === 'number' ? t.amount : Number(t.amount),
    currency: typeof t.currency === 'string' ? t.currency : '',
    channel: typeof t.channel === 'string' ? t.channel : null,
    paid_at: typeof t.paid_at === 'string' ? t.paid_at : typeof t.paidAt === 'string' ? t.paidAt : null,
    gateway_response: typeof t.gateway_response === 'string' ? t.gateway_response : null,
    metadata: t.metadata,
  };
}

export function paystackClient(baseUrl: string, loadSecretKey: () => Promise<string>): PaystackClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const key = await loadSecretKey();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(8000),
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
