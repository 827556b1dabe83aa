import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { PACKAGES } from '../plans/plan.ts';

/** A code as buyers type it: letters, digits and dashes, compared in upper case. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** What a buyer typed, as the shop compares it: trimmed and upper-cased. */
export const normalizePromotionCode = (code: string) => code.trim().toUpperCase();

/** Why a code is refused: each reason has its own words (PROMOTION_TEXTS), on checkout and at payment start. */
export const PROMOTION_REFUSALS = [
  'unknown',
  'disabled',
  'not_started',
  'expired',
  'exhausted',
  'buyer_limit',
  'first_purchase',
  'not_applicable',
] as const;
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];

/** What the server answers for each refusal; the web shows them translated. */
export const PROMOTION_TEXTS = {
  unknown: 'This promotion code does not exist. Check the spelling and try again.',
  disabled: 'This promotion code is no longer active.',
  not_started: 'This promotion code cannot be used yet.',
  expired: 'This promotion code has expired.',
  exhausted: 'This promotion code has been used up.',
  buyer_limit: 'You have already used this promotion code as many times as it allows.',
  first_purchase: 'This promotion code is only for a first purchase.',
  not_applicable: 'This promotion code does not apply to this plan or package.',
  tooManyAttempts: 'Too many promotion code attempts.',
  invalidFormat: 'A promotion code is 3 to 32 letters, digits or dashes',
  purchasesOnly: 'A promotion code applies to a plan bought or given, not to an upgrade or an extra build licence.',
} as const satisfies Record<PromotionRefusal, string> & Record<string, string>;

export const PROMOTION_ADMIN_TEXTS = {
  codeTaken: 'A promotion code with this name already exists',
  notFound: 'Promotion code not found',
  endBeforeStart: 'The end date must be after the start date',
  percentRange: 'A percentage is a whole number from 1 to 99',
  amountRange: 'An amount is from GH₵0.01 to GH₵1,000,000, with at most two decimals',
  plansNeeded: 'Choose at least one plan',
  packagesNeeded: 'Choose at least one package',
  capRange: 'A limit is a whole number from 1 to 1,000,000, or empty for no limit',
} as const;

/** A code's text field as the API takes it (any case; stored upper-case). */
export const CodeText = () =>
  z
    .string({ error: PROMOTION_TEXTS.invalidFormat })
    .check(z.trim(), z.toUpperCase(), z.regex(PROMOTION_CODE_PATTERN, { error: PROMOTION_TEXTS.invalidFormat }));

const Cap = () =>
  z.nullable(
    z
      .number({ error: PROMOTION_ADMIN_TEXTS.capRange })
      .check(
        z.int({ error: PROMOTION_ADMIN_TEXTS.capRange }),
        z.gte(1, { error: PROMOTION_ADMIN_TEXTS.capRange }),
        z.lte(1_000_000, { error: PROMOTION_ADMIN_TEXTS.capRange }),
      ),
  );

/** A date (YYYY-MM-DD, a whole day in Accra, which is UTC) or an ISO time; null for no bound. */
const Bound = () =>
  z.nullable(
    z.string().check(
      z.refine((value) => isReadableBound(value), {
        error: 'Dates are YYYY-MM-DD',
      }),
    ),
  );

/** The fields staff set on a code (create: all; update: any of them). */
const editableShape = () => ({
  kind: z.enum(['percent', 'fixed']),
  /** A whole percentage (1-99) for `percent`; cedis for `fixed`. */
  value: z.number().check(z.gt(0, { error: PROMOTION_ADMIN_TEXTS.amountRange })),
  /** `all` plans, only `plans` (plan_ids), or only `packages` (packages). */
  scope: z.enum(['all', 'plans', 'packages']),
  plan_ids: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(200)),
  packages: z.array(z.enum(PACKAGES)),
  starts_at: Bound(),
  ends_at: Bound(),
  /** How many orders may use the code in all; null: no limit. */
  max_uses: Cap(),
  /** How many orders one buyer may use it for; null: no limit. */
  per_buyer_limit: Cap(),
  first_purchase_only: z.boolean(),
  enabled: z.boolean(),
  /** A note for staff (what the campaign was). */
  note: z.string().check(z.trim(), z.maxLength(200)),
});

interface RuleFields {
  kind?: 'percent' | 'fixed';
  value?: number;
  scope?: 'all' | 'plans' | 'packages';
  plan_ids?: string[];
  packages?: string[];
  starts_at?: string | null;
  ends_at?: string | null;
}

/** When a bound starts and ends, as instants: a date-only end lasts its whole day. */
export function boundTime(value: string, edge: 'start' | 'end'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value).toISOString();
  return `${value}${edge === 'start' ? 'T00:00:00.000Z' : 'T23:59:59.999Z'}`;
}

function isReadableBound(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** The cross-field rules of a code (checked on create, and on the merged code after an update). */
export function promotionRuleProblems(code: RuleFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (code.kind === 'percent' && code.value !== undefined && !(Number.isInteger(code.value) && code.value <= 99)) {
    problems.value = PROMOTION_ADMIN_TEXTS.percentRange;
  }
  if (
    code.kind === 'fixed' &&
    code.value !== undefined &&
    !(code.value <= 1_000_000 && Math.abs(code.value * 100 - Math.round(code.value * 100)) < 1e-9)
  ) {
    problems.value = PROMOTION_ADMIN_TEXTS.amountRange;
  }
  if (code.scope === 'plans' && !code.plan_ids?.length) problems.plan_ids = PROMOTION_ADMIN_TEXTS.plansNeeded;
  if (code.scope === 'packages' && !code.packages?.length) problems.packages = PROMOTION_ADMIN_TEXTS.packagesNeeded;
  // A malformed bound has its own message from its field; only two readable bounds are compared.
  if (
    code.starts_at &&
    code.ends_at &&
    isReadableBound(code.starts_at) &&
    isReadableBound(code.ends_at) &&
    boundTime(code.ends_at, 'end') <= boundTime(code.starts_at, 'start')
  ) {
    problems.ends_at = PROMOTION_ADMIN_TEXTS.endBeforeStart;
  }
  return problems;
}

const rulesHold = () =>
  z.superRefine<RuleFields>((code, ctx) => {
    for (const [path, message] of Object.entries(promotionRuleProblems(code))) {
      ctx.issues.push({ code: 'custom', message, path: [path], input: code });
    }
  });

/** POST /api/admin/promotions: a new code. */
export const PromotionCreate = lazySchema(() => z.object({ code: CodeText(), ...editableShape() }).check(rulesHold()));
export type PromotionCreate = z.infer<typeof PromotionCreate>;

/** PUT /api/admin/promotions/{code}: any fields (the Enabled switch sends only `enabled`). */
export const PromotionUpdate = lazySchema(() =>
  z
    .partial(z.object(editableShape()))
    .check(z.refine<object>((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change' })),
);
export type PromotionUpdate = z.infer<typeof PromotionUpdate>;

export const PromotionCodeParams = lazySchema(() => z.object({ code: CodeText() }));

/** A code as staff see it, with its counts. */
export const PromotionCode = lazySchema(() =>
  z.object({
    code: z.string(),
    ...editableShape(),
    /** Orders paid with the code. */
    uses: z.number(),
    /** Uses held by payments under way plus paid ones: what the total cap is checked against. */
    reserved: z.number(),
    /** What the paid orders' discounts came to, before tax (pesewas); absent until the first paid use. */
    discount_pesewas: z.optional(z.number()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type PromotionCode = z.infer<typeof PromotionCode>;

export const PromotionListResponse = lazySchema(() => z.object({ promotions: z.array(PromotionCode) }));
export type PromotionListResponse = z.infer<typeof PromotionListResponse>;

/** POST /api/payments/promotion: what checkout's Apply asks. */
export const PromotionCheckRequest = lazySchema(() =>
  z.object({
    code: CodeText(),
    planId: z.string().check(z.minLength(1), z.maxLength(100)),
    packageType: z.enum(PACKAGES),
  }),
);
export type PromotionCheckRequest = z.infer<typeof PromotionCheckRequest>;

/** What the code does to this plan and package's price (cedis), with taxes as the settings say. */
export const PromotionCheckResponse = lazySchema(() =>
  z.object({
    code: z.string(),
    list_price: z.number(),
    discount: z.number(),
    /** The total the buyer will pay (taxes in). */
    total: z.number(),
  }),
);
export type PromotionCheckResponse = z.infer<typeof PromotionCheckResponse>;
