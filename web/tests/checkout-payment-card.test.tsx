import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentCard } from '../src/features/checkout/components/payment-card.tsx';

const render = (checkingSession: boolean, defaultLicenceName = 'Ama Owusu') =>
  renderToStaticMarkup(
    <PaymentCard
      amount={6080}
      defaultEmail="ama@example.com"
      defaultLicenceName={defaultLicenceName}
      checkingSession={checkingSession}
      busy={false}
      error={null}
      onPay={() => {}}
    />,
  );

const payButton = (html: string) => /<button type="submit"[^>]*>(.*?)<\/button>/.exec(html);

describe('the checkout payment card', () => {
  it('holds the Pay button while a saved session is restored, so a signed-in buyer is not asked to sign in again', () => {
    const button = payButton(render(true));
    expect(button?.[0]).toContain('disabled=""');
    expect(button?.[1]).toBe('Checking your sign-in...');
  });

  it('offers Pay with the amount once the session is known', () => {
    const button = payButton(render(false));
    expect(button?.[0]).not.toContain('disabled');
    expect(button?.[1]).toMatch(/^Pay ₵6,080/);
  });

  it('shows the name on the licence prefilled from the profile, and holds Pay while it is empty', () => {
    const html = render(false);
    expect(html).toContain('Name on the licence');
    expect(html).toMatch(/<input[^>]*autoComplete="name"[^>]*value="Ama Owusu"|<input[^>]*value="Ama Owusu"[^>]*>/);
    expect(payButton(render(false, ''))?.[0]).toContain('disabled=""');
  });
});
