import {
  type PaystackClient,
  PaystackRefusedError,
  type PaystackTransaction,
  PaystackUnavailableError,
} from '../../../src/domain/ports/payment-provider.ts';

/**
 * Paystack as the shop talks to it, in memory: the refunds it was asked for, and a chosen answer to them (accepted,
 * refused with Paystack's words, or unreachable). `beforeRefund` runs as Paystack receives a refund, to check what
 * the shop had written by then.
 */
export function paystackFake(
  options: {
    refund?: 'processed' | 'pending' | { refused: string } | 'unreachable';
    transactions?: PaystackTransaction[];
    beforeRefund?: () => Promise<void> | void;
  } = {},
) {
  const refunds: { transaction: string; amount: number }[] = [];
  const client = {
    async initialize(input: Parameters<PaystackClient['initialize']>[0]) {
      return { authorization_url: `https://checkout.paystack.test/${input.reference}`, reference: input.reference };
    },
    async verify(reference: string): Promise<PaystackTransaction | undefined> {
      return options.transactions?.find((transaction) => transaction.reference === reference);
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
      return 'sk_test_fake';
    },
  } satisfies PaystackClient;
  return { ...client, refunds };
}
