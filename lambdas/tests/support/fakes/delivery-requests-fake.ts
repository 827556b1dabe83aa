import type { DeliveryRequests } from '../../../src/repositories/delivery-requests.ts';

type RevisionNotice = Parameters<DeliveryRequests['sendRevision']>[0];

/**
 * The delivery Lambda's inbox in memory: what was asked of it, in order. `onDelivery` stands in for the Lambda
 * making what was asked (a test records the made delivery there, as the Lambda does).
 */
export function deliveryRequestsFake(onDelivery?: (orderId: string, fingerprint: string) => Promise<unknown>) {
  const deliveries: { orderId: string; fingerprint: string }[] = [];
  const revisions: RevisionNotice[] = [];
  const requests = {
    async send(orderId: string, fingerprint: string): Promise<void> {
      deliveries.push({ orderId, fingerprint });
      await onDelivery?.(orderId, fingerprint);
    },
    async sendRevision(notice: RevisionNotice): Promise<void> {
      revisions.push(notice);
    },
  } satisfies DeliveryRequests;
  return { ...requests, deliveries, revisions };
}
