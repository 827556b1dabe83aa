/**
 * The payment reference Paystack sends back on the callback URL (`?trxref=..&reference=..`); the return page
 * reads either. Blank values count as missing.
 */
export function paymentReferenceFrom(search: URLSearchParams): string | null {
  for (const name of ['reference', 'trxref']) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
