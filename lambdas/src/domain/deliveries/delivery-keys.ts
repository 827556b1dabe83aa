import { createHash } from 'node:crypto';
import { DELIVERY_PREFIX, DELIVERY_REQUESTS_PREFIX } from '@shop/shared/orders/delivery-location';
import type { DeliveryFile } from './file-versions.ts';

export { DELIVERY_HANDLER, DELIVERY_PREFIX, DELIVERY_REQUESTS_PREFIX } from '@shop/shared/orders/delivery-location';

/** Raise when the stamp or the certificate changes: every order's next page load then asks for a new delivery. */
export const STAMP_VERSION = 2;

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export const deliveryKeys = {
  request: (orderId: string) => `${DELIVERY_REQUESTS_PREFIX}${orderId}.json`,
  /** A stamped copy: one per order and source file, whatever the set of files around it. */
  stamped: (orderId: string, source: string, name: string) =>
    `${DELIVERY_PREFIX}${orderId}/${shortHash(source)}/${name}`,
  /** The order's own copy of a file delivered as uploaded (CAD, archives, a PDF that could not be stamped). */
  asUploaded: (orderId: string, source: string, name: string) =>
    `${DELIVERY_PREFIX}${orderId}/${shortHash(source)}/as-uploaded/${name}`,
  certificate: (orderId: string, name: string) => `${DELIVERY_PREFIX}${orderId}/${name}`,
  zip: (orderId: string, fingerprint: string, name: string) => `${DELIVERY_PREFIX}${orderId}/${fingerprint}/${name}`,
};

/** Names the set of files (and the stamp's version) a delivery is made from. */
export function deliveryFingerprint(files: readonly DeliveryFile[]): string {
  return shortHash(JSON.stringify([STAMP_VERSION, files.map((file) => [file.key, file.tier, file.earlier])]));
}

/** The order's PDFs are stamped (ZIPs re-packed with theirs stamped); CAD drawings as uploaded. */
export function isPdf(key: string): boolean {
  return key.toLowerCase().endsWith('.pdf');
}
