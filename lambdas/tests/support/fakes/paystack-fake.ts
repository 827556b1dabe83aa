import {
  type InitializeTransaction,
  type PaystackClient,
  PaystackRefusedError,
  type PaystackTransaction,
  PaystackUnavailableError,
} from '../../../src/domain/ports/payment-provider.ts';

/**
 * Paystack as the shop talks to it, in memory: the payment pages and refunds it was asked for, what it says about
 * each transaction (`report` changes that, as a buyer paying after a decline does), and a chosen answer to refunds
 * (accepted, refused with Paystack's words, or unreachable). `beforeRefund` runs as Paystack receives a refund, to
 * check what the shop had written by then.
 */
export function paystackFake(
  options: {
    refund?: 'processed' | 'pending' | { refused: string } | 'unreachable';
    /** Whether a payment page can be started; unreachable as Paystack down. */
    initialize?: 'ok' | 'unreachable';
    /** Whether Paystack answers questions about a transaction; unreachable as Paystack down. */
    verify?: 'ok' | 'unreachable';
    transactions?: PaystackTransaction[];
    beforeRefund?: () => Promise<void> | void;
    /** The key the shop holds, which also signs Paystack's webhooks. */
    secretKey?: string;
  } = {},
) {
  const refunds: { transaction: string; amount: number }[] = [];
  const pages: InitializeTransaction[] = [];
  const verified: string[] = [];
  const transactions = new Map((options.transactions ?? []).map((t) => [t.reference, structuredClone(t)]));
  const client = {
    async initialize(input: InitializeTransaction) {
      if (options.initialize === 'unreachable') throw new PaystackUnavailableError('Paystack did not answer');
      pages.push(structuredClone(input));
      return { authorization_url: `https://checkout.paystack.test/${input.reference}`, reference: input.reference };
    },
    async verify(reference: string): Promise<PaystackTransaction | undefined> {
      if (options.verify === 'unreachable') throw new PaystackUnavailableError('Paystack did not answer');
      verified.push(reference);
      const transaction = transactions.get(reference);
      return transaction && structuredClone(transaction);
    },
    async refund(input: { transaction: string; amount: number }): Promise<{ status: string }> {
      await options.beforeRefund?.();
      const answer = options.refund ?? 'processed';
      if (answer === 'unreachable') throw new PaystackUnavailableError('Paystack did not answer');
      if (typeof answer === 'object') throw new PaystackRefusedError(answer.refused);
      refunds.push(input);
      return { status: answer };
    },
    async secretKey(): Promise<string> {
      return options.secretKey ?? 'sk_test_fake';
    },
  } satisfies PaystackClient;
  return {
    ...client,
    refunds,
    /** The payment pages asked for, in order. */
    pages,
    /** The references Paystack was asked about, in order. */
    verified,
    /** What Paystack says about the transaction from now on (a new attempt on the same page). */
    report(transaction: PaystackTransaction): void {
      transactions.set(transaction.reference, structuredClone(transaction));
    },
  };
}
