import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { REQUEST_SERVICE_LABELS } from '@shop/shared/requests/request-labels';
import type { RequestService } from '@shop/shared/requests/request-services';
import type { PendingOrderPlan } from '../payments/pending-order.ts';

/**
 * What a quote order for one of the firm's services carries in place of a plan: no plan id, the service's name as
 * its title (in the requester's language, as their invoice and mails are), and no plan facts or picture.
 */
export function serviceOrderPlan(service: RequestService, language: ShopLanguage): PendingOrderPlan {
  return {
    id: '',
    title: REQUEST_SERVICE_LABELS[language][service],
    plan_type: null,
    bedrooms: 0,
    bathrooms: 0,
    area_sqm: 0,
    image_url: '',
  };
}
