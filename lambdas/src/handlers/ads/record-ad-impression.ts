import { recordAdImpressionRoute } from '@shop/shared/api/routes/record-ad-impression';
import { adEventHandler } from './ad-event-handler.ts';

export const handler = adEventHandler(recordAdImpressionRoute, 'impression');
