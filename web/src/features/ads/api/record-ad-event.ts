import { apiRequest } from '../../../lib/api-client.ts';

/** Counters are best effort: a failed count must never disturb the page, so errors are dropped. */
export function recordAdImpression(id: string, pageLoadId: string): void {
  apiRequest('record-ad-impression', { params: { id }, body: { pageLoadId } }).catch(() => undefined);
}

export function recordAdClick(id: string, pageLoadId: string): void {
  apiRequest('record-ad-click', { params: { id }, body: { pageLoadId } }).catch(() => undefined);
}
