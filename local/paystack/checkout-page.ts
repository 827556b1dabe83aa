import type { StandInTransaction } from './transactions.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f8; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); padding: 2rem; width: min(420px, 92vw); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; } p { color: #475467; }
  .amount { font-size: 1.75rem; font-weight: 700; color: #0b7a3e; margin: .5rem 0 1.5rem; }
  form { margin: 0 0 .75rem; } button { width: 100%; padding: .8rem; border-radius: 8px; border: 1px solid #d0d5dd; font-size: 1rem; cursor: pointer; background: #fff; }
  button.primary { background: #0b7a3e; color: #fff; border-color: #0b7a3e; }
  .note { font-size: .8rem; color: #667085; margin-top: 1rem; }
`;

function page(title: string, body: string, refresh?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? `<meta http-equiv="refresh" content="${refresh}">` : ''}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function amountText(t: StandInTransaction): string {
  return `${t.currency} ${(t.amount / 100).toFixed(2)}`;
}

/** The hosted test checkout: card, mobile money (approved after a delay), fail, cancel. */
export function checkoutPage(t: StandInTransaction): string {
  const action = (choice: string, label: string, primary = false) =>
    `<form method="post" action="/checkout/${t.access_code}/${choice}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  return page(
    'Paystack test checkout',
    `<h1>Paystack test checkout</h1><p>${escapeHtml(t.email)}</p>
<p class="amount">${escapeHtml(amountText(t))}</p>
${action('card', 'Pay with card', true)}
${action('mobile_money', 'Pay with mobile money')}
${action('fail', 'Fail payment')}
${action('cancel', 'Cancel payment')}
<p class="note">Offline Paystack stand-in: no money moves. Reference ${escapeHtml(t.reference)}.</p>`,
  );
}

/** While mobile money awaits approval the page checks again every second. */
export function waitingPage(t: StandInTransaction): string {
  return page(
    'Approve on your phone',
    `<h1>Approve the payment on your phone</h1><p class="amount">${escapeHtml(amountText(t))}</p>
<p role="status">Waiting for your mobile money approval...</p>`,
    '1',
  );
}

export function finishedPage(t: StandInTransaction): string {
  return page(
    'Payment finished',
    `<h1>Payment ${escapeHtml(t.status)}</h1><p>Reference ${escapeHtml(t.reference)}. You can close this page.</p>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<h1>This payment page does not exist</h1>');
}
