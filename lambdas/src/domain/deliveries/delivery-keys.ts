import { createHash } from 'node:crypto';
import type { DeliveryFile } from './file-versions.ts';

/**
 * Where an order's delivery lives in the plan-files bucket (docs/decisions/0024). Everything made for one order sits
 * under deliveries/{orderId}/, apart from the plans' own files, so a buyer's link can only ever reach their copies.
 */
export const DELIVERY_PREFIX = 'deliveries/';
/** A request object here invokes the delivery Lambda (an S3 event notification on this prefix). */
export const DELIVERY_REQUESTS_PREFIX = `${DELIVERY_PREFIX}requests/`;

/** The delivery Lambda's handler module (under lambdas/src/handlers), for the CDK construct and the local stack. */
export const DELIVERY_HANDLER = 'downloads/prepare-order-delivery';

/** Raise when the stamp or the certificate changes: every order's next page load then asks for a new delivery. */
export const STAMP_VERSION = 1;

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export const deliveryKeys = {
  request: (orderId: string) => `${DELIVERY_REQUESTS_PREFIX}${orderId}.json`,
  /** A stamped copy: one per order and source file, whatever the set of files around it. */
  stamped: (orderId: string, source: string, name: string) =>
    `${DELIVERY_PREFIX}${orderId}/${shortHash(source)}/${name}`,
  certificate: (orderId: string, name: string) => `${DELIVERY_PREFIX}${orderId}/${name}`,
  zip: (orderId: string, fingerprint: string, name: string) => `${DELIVERY_PREFIX}${orderId}/${fingerprint}/${name}`,
};

/** Names the set of files (and the stamp's version) a delivery is made from. */
export function deliveryFingerprint(files: readonly DeliveryFile[]): string {
  return shortHash(JSON.stringify([STAMP_VERSION, files.map((file) => [file.key, file.tier, file.earlier])]));
}

/** The order's PDFs are stamped; CAD drawings and archives are delivered as uploaded. */
export function isPdf(key: string): boolean {
  return key.toLowerCase().endsWith('.pdf');
}
