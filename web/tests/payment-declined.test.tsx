import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PaymentVerifyView } from '../src/features/payments/components/payment-verify-view.tsx';
import type { VerificationState } from '../src/features/payments/hooks/use-payment-verification.ts';
import { outcomeOfAnswer } from '../src/features/payments/utils/verify-outcome.ts';

const view = (state: VerificationState) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PaymentVerifyView state={state} variant="return" onRecheck={() => {}} onLogIn={() => {}} />
    </MemoryRouter>,
  );
const heading = (html: string) => /<h[12][^>]*>(.*?)<\/h[12]>/.exec(html)?.[1];

describe('the payment page after a payment that did not go through', () => {
  it('titles a declined card "Payment Declined" and keeps the verification words in the text', () => {
    const state = outcomeOfAnswer({
      success: false,
      status: 'failed',
      message: 'Payment verification failed',
      // biome-ignore lint/suspicious/noExplicitAny: only the fields the outcome reads
      order: { plan_id: 'villa-01', status: 'failed', failure_reason: 'Declined by the card issuer' } as any,
    });

    const html = view(state as VerificationState);

    expect(heading(html)).toBe('Payment Declined');
    expect(html).toContain('Payment verification failed: Declined by the card issuer');
  });

  it('keeps "Payment Verification Failed" where nothing was declined (the payment could not be checked)', () => {
    const html = view({ kind: 'failed', reason: 'No payment reference found' });

    expect(heading(html)).toBe('Payment Verification Failed');
  });
});
