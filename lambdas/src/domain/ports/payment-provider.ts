/** Paystack as the domain sees it: the calls it makes and what it reads back (adapters/paystack.ts talks HTTP). */

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
