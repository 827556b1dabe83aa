import { recordAdClickRoute } from '@shop/shared/api/routes/record-ad-click';
import { adEventHandler } from './ad-event-handler.ts';

export const handler = adEventHandler(recordAdClickRoute, 'click');
