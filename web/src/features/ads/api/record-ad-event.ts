import { recordAdClickRoute } from '@shop/shared/api/routes/record-ad-click';
import { recordAdImpressionRoute } from '@shop/shared/api/routes/record-ad-impression';
import { apiRequest } from '../../../lib/api-client.ts';

/** Counters are best effort: a failed count must never disturb the page, so errors are dropped. */
export function recordAdImpression(id: string, pageLoadId: string): void {
  apiRequest(recordAdImpressionRoute, { params: { id }, body: { pageLoadId } }).catch(() => undefined);
}

export function recordAdClick(id: string, pageLoadId: string): void {
  apiRequest(recordAdClickRoute, { params: { id }, body: { pageLoadId } }).catch(() => undefined);
}
