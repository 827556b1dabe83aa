import { formatCedisWithPesewas } from '@shop/shared/money';
import { PACKAGES, type Package } from '@shop/shared/plans/plan';
import { boundTime, type PromotionCode, PromotionCreate } from '@shop/shared/promotions/promotion';
import { schemaFieldErrors } from '../../../lib/schema-field-errors.ts';

/** The Create and Edit dialogs hold the same fields; numbers and dates as typed. */
export interface PromotionFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  scope: 'all' | 'plans' | 'packages';
  /** Plan ids, separated by commas, spaces or lines. */
  plan_ids: string;
  packages: Package[];
  starts_at: string;
  ends_at: string;
  max_uses: string;
  per_buyer_limit: string;
  first_purchase_only: boolean;
  enabled: boolean;
  note: string;
}

export type PromotionFormErrors = Partial<Record<keyof PromotionFormValues, string>>;

export function promotionFormValues(code?: PromotionCode): PromotionFormValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? String(code.value) : '',
    scope: code?.scope ?? 'all',
    plan_ids: code?.plan_ids.join(', ') ?? '',
    packages: code?.packages ?? [],
    starts_at: code?.starts_at?.slice(0, 10) ?? '',
    ends_at: code?.ends_at?.slice(0, 10) ?? '',
    max_uses: code?.max_uses ? String(code.max_uses) : '',
    per_buyer_limit: code ? (code.per_buyer_limit ? String(code.per_buyer_limit) : '') : '1',
    first_purchase_only: code?.first_purchase_only ?? false,
    enabled: code?.enabled ?? true,
    note: code?.note ?? '',
  };
}

/** '' is no limit; anything else must be a number (the schema says which). */
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body for POST or PUT, checked with the server's own schema and rules (the server checks again). */
export function promotionRequest(
  values: PromotionFormValues,
): { ok: true; body: PromotionCreate } | { ok: false; errors: PromotionFormErrors } {
  const result = PromotionCreate.safeParse({
    code: values.code,
    kind: values.kind,
    value: values.value.trim() === '' ? Number.NaN : Number(values.value),
    scope: values.scope,
    plan_ids: values.scope === 'plans' ? values.plan_ids.split(/[\s,]+/).filter(Boolean) : [],
    packages: values.scope === 'packages' ? values.packages : [],
    starts_at: values.starts_at || null,
    ends_at: values.ends_at || null,
    max_uses: optionalNumber(values.max_uses),
    per_buyer_limit: optionalNumber(values.per_buyer_limit),
    first_purchase_only: values.first_purchase_only,
    enabled: values.enabled,
    note: values.note,
  });
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: schemaFieldErrors(result.error.issues, values) };
}

export type PromotionState = 'active' | 'disabled' | 'scheduled' | 'expired' | 'used-up';

export const PROMOTION_STATE_LABELS: Record<PromotionState, string> = {
  active: 'Active',
  disabled: 'Disabled',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

/** Where a code stands now, as a buyer would meet it: the switch first, then its dates, then its cap. */
export function promotionState(code: PromotionCode, now: Date): PromotionState {
  if (!code.enabled) return 'disabled';
  const at = now.toISOString();
  if (code.starts_at && at < boundTime(code.starts_at, 'start')) return 'scheduled';
  if (code.ends_at && at > boundTime(code.ends_at, 'end')) return 'expired';
  if (code.max_uses !== null && code.reserved >= code.max_uses) return 'used-up';
  return 'active';
}

/** "10% off" or "GH₵50.00 off". */
export const discountLabel = (code: Pick<PromotionCode, 'kind' | 'value'>) =>
  code.kind === 'percent' ? `${code.value}% off` : `${formatCedisWithPesewas(code.value)} off`;

/** What the code applies to, in a few words. */
export function scopeLabel(code: Pick<PromotionCode, 'scope' | 'plan_ids' | 'packages'>): string {
  if (code.scope === 'plans') return `Plans: ${code.plan_ids.join(', ')}`;
  if (code.scope === 'packages') {
    const ordered = PACKAGES.filter((name) => code.packages.includes(name));
    return `Packages: ${ordered.map((name) => name[0]?.toUpperCase() + name.slice(1)).join(', ')}`;
  }
  return 'All plans';
}

/** "3 of 100" or "3 (no limit)": paid uses against the cap; held ones are shown apart. */
export function usesLabel(code: Pick<PromotionCode, 'uses' | 'reserved' | 'max_uses'>): string {
  const cap = code.max_uses === null ? ' (no limit)' : ` of ${code.max_uses.toLocaleString('en-GB')}`;
  return `${code.uses.toLocaleString('en-GB')}${cap}`;
}
