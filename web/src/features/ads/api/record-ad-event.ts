import { recordAdClickRoute } from '@shop/shared/api/routes/record-ad-click';
import { recordAdImpressionRoute } from '@shop/shared/api/routes/record-ad-impression';
import { apiRequest } from '../../../lib/api-client.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

/**
 * Counters are best effort: a failed count must never disturb the page, so errors are dropped. An impression is
 * sent when the browser is idle: sending it from the render that showed the banner lengthened that task.
 */
export function recordAdImpression(id: string, pageLoadId: string): void {
  whenIdle(() => {
    apiRequest(recordAdImpressionRoute, { params: { id }, body: { pageLoadId } }).catch(() => undefined);
  });
}

export function recordAdClick(id: string, pageLoadId: string): void {
  apiRequest(recordAdClickRoute, { params: { id }, body: { pageLoadId } }).catch(() => undefined);
}
