import { CONTACT_LIMITS, CONTACT_PLAN_TYPES } from '@shop/shared/content/contact';
import { t } from '../../../i18n/i18n.ts';
import type { ContactFormValues } from './contact-form-values.ts';

/** The firm's service a "Get a detailed estimate" button asks for. */
export const COST_PLANNING_SERVICE = 'Cost Planning & Quantity Surveying';

/**
 * What the form starts with when a page sent the visitor here for a service: `?service=cost-planning&plan=
 * {id}&title={title}&type={plan type}` from a plan page's "Get a detailed estimate". Only fills text the visitor
 * sees and can change before sending; anything else in the address is ignored.
 */
export function contactPrefill(search: URLSearchParams): Partial<ContactFormValues> {
  if (search.get('service') !== 'cost-planning') return {};
  const id = (search.get('plan') ?? '').slice(0, 64);
  const title = (search.get('title') ?? id).slice(0, 100);
  const type = CONTACT_PLAN_TYPES.find((value) => value === search.get('type'));
  const plan = title && id ? t('{title} (plan {id})', { title, id }) : title;
  const aHousePlan = t('a house plan');
  const subject = t('Cost Planning & Quantity Surveying: {title}', { title: title || aHousePlan }).slice(
    0,
    CONTACT_LIMITS.subject,
  );
  return {
    subject,
    ...(type ? { planType: type } : {}),
    message: [
      t('I would like a detailed estimate of the cost to build {plan} (Cost Planning & Quantity Surveying).', {
        plan: plan || aHousePlan,
      }),
      '',
      t('Where I plan to build:'),
      t('Finish level I have in mind (basic, standard or high-end):'),
      t('My plot size:'),
    ].join('\n'),
  };
}
