import { AD_ADMIN_MESSAGES, AdminAdCreate, endsBeforeStart } from '@shop/shared/admin/ads';
import { AD_LIMITS } from '@shop/shared/storefront/ad-writes';
import type { Ad, AdPosition, AdTargetPage, AdType } from '@shop/shared/storefront/ads';
import { schemaFieldErrors } from '../../../lib/schema-field-errors.ts';

/** The Create Ad and Edit Ad dialogs hold the same fields; numbers and dates as typed. */
export interface AdFormValues {
  title: string;
  description: string;
  content: string;
  type: AdType;
  position: AdPosition;
  target_page: AdTargetPage;
  image_url: string;
  link_url: string;
  priority: string;
  start_date: string;
  end_date: string;
  is_active: boolean;
}

export type AdFormErrors = Partial<Record<keyof AdFormValues, string>>;

export const END_BEFORE_START_TEXT = AD_ADMIN_MESSAGES.endBeforeStart;

/** The date part of a stored schedule bound, for a date input; '' for none. */
const dateInput = (value: string | null) => (value ? value.slice(0, 10) : '');

export function adFormValues(ad?: Ad): AdFormValues {
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    content: ad?.content ?? '',
    type: ad?.type ?? 'banner',
    position: ad?.position ?? 'top',
    target_page: ad?.target_page ?? 'all',
    image_url: ad?.image_url ?? '',
    link_url: ad?.link_url ?? '',
    priority: String(ad?.priority ?? 0),
    start_date: dateInput(ad?.start_date ?? null),
    end_date: dateInput(ad?.end_date ?? null),
    is_active: ad?.is_active ?? true,
  };
}

/**
 * The body for POST or PUT, checked with the server's schema (title required, URL fields, priority a whole number
 * 0-100, the schedule's order); empty dates are sent as null.
 */
export function adRequest(
  values: AdFormValues,
): { ok: true; body: AdminAdCreate } | { ok: false; errors: AdFormErrors } {
  const priority = values.priority.trim() === '' ? Number.NaN : Number(values.priority);
  const result = AdminAdCreate.safeParse({
    title: values.title,
    description: values.description,
    content: values.content,
    type: values.type,
    position: values.position,
    target_page: values.target_page,
    image_url: values.image_url,
    link_url: values.link_url,
    priority,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    is_active: values.is_active,
  });
  const errors: AdFormErrors = result.success ? {} : schemaFieldErrors(result.error.issues, values);
  // The schema's cross-field rules are skipped while a field is invalid; the schedule is checked regardless.
  if (endsBeforeStart(values.start_date, values.end_date)) errors.end_date ??= END_BEFORE_START_TEXT;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: result.data };
}

export const AD_PRIORITY_RANGE = { min: AD_LIMITS.priorityMin, max: AD_LIMITS.priorityMax } as const;
