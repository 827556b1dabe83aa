import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PaymentCard } from '../src/features/checkout/components/payment-card.tsx';

const render = (checkingSession: boolean, accountEmail = 'ama@example.com', defaultLicenceName = 'Ama Owusu') =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PaymentCard
        amount={6080}
        accountEmail={accountEmail}
        defaultLicenceName={defaultLicenceName}
        checkingSession={checkingSession}
        busy={false}
        error={null}
        onPay={() => {}}
      />
    </MemoryRouter>,
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

  it("shows the account's address read-only, says the receipt goes there, and links to having it changed", () => {
    const html = render(false);

    expect(html).toMatch(/<input(?=[^>]*value="ama@example.com")(?=[^>]*readonly="")[^>]*>/i);
    expect(html).toContain('Your receipt and download link go to your account&#x27;s address.');
    expect(html).toMatch(/<a href="\/contact"[^>]*>Contact us to change it<\/a>/);
    expect(html).not.toContain('go to this address');
  });

  it('lets a signed-out visitor press Pay (to sign in first) without an address field to fill', () => {
    const html = render(false, '');

    expect(html).not.toContain('<input');
    expect(payButton(html)?.[0]).not.toContain('disabled');
  });

  it('shows the name on the licence prefilled from the profile, and holds Pay while it is empty', () => {
    const html = render(false);
    expect(html).toContain('Name on the licence');
    expect(html).toMatch(/<input[^>]*autoComplete="name"[^>]*value="Ama Owusu"|<input[^>]*value="Ama Owusu"[^>]*>/);
    expect(payButton(render(false, 'ama@example.com', ''))?.[0]).toContain('disabled=""');
  });
});

describe('"Give this plan" on the checkout payment card', () => {
  it('is offered to a signed-in buyer, closed at first (the licence is theirs until they choose it)', () => {
    const html = render(false);

    expect(html).toMatch(/<input type="checkbox"[^>]*\/?>\s*Give this plan to someone else/);
    expect(html).not.toContain('Recipient&#x27;s email');
    expect(html).toContain('Name on the licence');
  });

  it('is not offered before sign-in (the gift is paid by an account)', () => {
    expect(render(false, '')).not.toContain('Give this plan to someone else');
  });
});
