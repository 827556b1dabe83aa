import { PLAN_FORM_DEFAULTS, PlanCreate } from '@shop/shared/admin/plan-write';
import type { PlanFiles, PlanStatus, PlanType } from '@shop/shared/plans/plan';
import { schemaFieldErrors } from '../../../lib/schema-field-errors.ts';

/** The plan form's state: numbers kept as the text typed, so a half-typed "1." is not lost or rounded. */
export interface PlanFormValues {
  title: string;
  description: string;
  /** Shown to French readers; left empty, they see the English texts. */
  title_fr: string;
  description_fr: string;
  plan_type: PlanType;
  bedrooms: string;
  bathrooms: string;
  area_sqm: string;
  /** Ground footprint in metres (width on the road, depth back from it); empty: not known yet. */
  footprint_width_m: string;
  footprint_depth_m: string;
  basic_price: string;
  standard_price: string;
  premium_price: string;
  featured: boolean;
  status: PlanStatus;
  image_url: string;
  gallery_images: string[];
  plan_files: PlanFiles;
}

export type PlanFormField = keyof PlanFormValues;
export type PlanFormErrors = Partial<Record<PlanFormField, string>>;

/** The plan as the form needs it: a stored plan when editing (files when the API gave them), else the defaults. */
export interface EditablePlan {
  title: string;
  description: string;
  title_fr?: string;
  description_fr?: string;
  plan_type: PlanType;
  bedrooms: number;
  bathrooms: number;
  area_sqm: number;
  footprint_width_m?: number;
  footprint_depth_m?: number;
  basic_price: number;
  standard_price: number;
  premium_price: number;
  featured: boolean;
  status: PlanStatus;
  image_url: string;
  gallery_images: readonly string[];
  plan_files?: PlanFiles;
}

/** New plan defaults: villa, 3 bedrooms, 2 bathrooms, 186 sq m, 199.99 / 399.99 / 599.99, active. */
export function planFormValues(plan: EditablePlan = PLAN_FORM_DEFAULTS): PlanFormValues {
  const files = plan.plan_files ?? { basic: [], standard: [], premium: [] };
  return {
    title: plan.title,
    description: plan.description,
    title_fr: plan.title_fr ?? '',
    description_fr: plan.description_fr ?? '',
    plan_type: plan.plan_type,
    bedrooms: String(plan.bedrooms),
    bathrooms: String(plan.bathrooms),
    area_sqm: String(plan.area_sqm),
    footprint_width_m: 'footprint_width_m' in plan ? String(plan.footprint_width_m ?? '') : '',
    footprint_depth_m: 'footprint_depth_m' in plan ? String(plan.footprint_depth_m ?? '') : '',
    basic_price: plan.basic_price.toFixed(2),
    standard_price: plan.standard_price.toFixed(2),
    premium_price: plan.premium_price.toFixed(2),
    featured: plan.featured,
    status: plan.status,
    image_url: plan.image_url,
    gallery_images: [...plan.gallery_images],
    plan_files: { basic: [...files.basic], standard: [...files.standard], premium: [...files.premium] },
  };
}

/** Text to number; '' and anything unreadable become NaN so the shared rules report them. */
function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The body of POST /api/plans (and PUT, which accepts the same fields) built from the form. */
export function planRequestBody(values: PlanFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    // Sent even when empty, so clearing a French text in the form clears it on the plan.
    title_fr: values.title_fr.trim(),
    description_fr: values.description_fr.trim(),
    plan_type: values.plan_type,
    bedrooms: toNumber(values.bedrooms),
    bathrooms: toNumber(values.bathrooms),
    area_sqm: toNumber(values.area_sqm),
    // Left empty, a footprint is not sent: a new plan has none yet, an edited one keeps what it had.
    ...(values.footprint_width_m.trim() ? { footprint_width_m: toNumber(values.footprint_width_m) } : {}),
    ...(values.footprint_depth_m.trim() ? { footprint_depth_m: toNumber(values.footprint_depth_m) } : {}),
    basic_price: toNumber(values.basic_price),
    standard_price: toNumber(values.standard_price),
    premium_price: toNumber(values.premium_price),
    featured: values.featured,
    status: values.status,
    image_url: values.image_url,
    gallery_images: values.gallery_images,
    plan_files: values.plan_files,
  };
}

/**
 * The form's rules (title required, bedrooms and bathrooms at least 1, area at least 10, prices 0 or more in
 * steps of 0.01) checked with the very schema the server uses, so browser and Lambda cannot disagree.
 * Returns one message per field; empty when the plan can be sent.
 */
export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const result = PlanCreate.safeParse(planRequestBody(values));
  return result.success ? {} : schemaFieldErrors(result.error.issues, values);
}

/** The server's field errors (400 `fields`) kept only for fields the form shows. */
export function knownFieldErrors(fields: Record<string, string> | undefined): PlanFormErrors {
  const errors: PlanFormErrors = {};
  const known = Object.keys(planFormValues());
  for (const [field, message] of Object.entries(fields ?? {})) {
    const top = field.split('.')[0] ?? field;
    if (known.includes(top) && !errors[top as PlanFormField]) errors[top as PlanFormField] = message;
  }
  return errors;
}
