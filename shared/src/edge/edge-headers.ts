/**
 * What CloudFront adds to every request it passes to the API, and what the Lambdas trust only because of it
 * (infra/src/constructs/site.ts sets them on AWS; local/edge/ sets the same offline).
 */

/**
 * CloudFront's own header with the viewer's address and source port (`198.51.100.10:46532`,
 * `2001:db8::1:46532`). CloudFront sets it itself, replacing any value a viewer sends.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * A custom origin header holding a secret that only CloudFront knows: the API answers only requests
 * that carry it, so nobody can skip CloudFront (and its WAF) by calling the execute-api address.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The address part of a CloudFront-Viewer-Address value (the port is the text after the last colon). */
export function viewerAddressOf(headerValue: string | undefined): string | undefined {
  const value = headerValue?.trim();
  if (!value) return undefined;
  const portColon = value.lastIndexOf(':');
  if (portColon <= 0 || !/^\d+$/.test(value.slice(portColon + 1))) return undefined;
  return value.slice(0, portColon).replace(/^\[|\]$/g, '');
}
