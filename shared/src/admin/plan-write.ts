import * as z from 'zod/mini';
import { LOGO_URL } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { type PACKAGES, PLAN_STATUSES, PLAN_TYPES, type PlanFiles } from '../plans/plan.ts';
import { updateBody } from '../update-body.ts';
import { rejectUnknownFields } from '../validation.ts';

/** The admin plan form's starting values: a typical three-bedroom villa with the usual tier prices, so staff change only what differs. */
export const PLAN_FORM_DEFAULTS = {
  title: '',
  description: '',
  plan_type: 'villa',
  bedrooms: 3,
  bathrooms: 2,
  area_sqm: 186,
  basic_price: 199.99,
  standard_price: 399.99,
  premium_price: 599.99,
  featured: false,
  status: 'active',
  image_url: '',
  gallery_images: [] as string[],
  plan_files: { basic: [], standard: [], premium: [] } as PlanFiles,
} as const;

/** Limits of our own; generous for real plans, small enough to keep an item well under 400 KB. */
export const PLAN_WRITE_LIMITS = {
  title: 150,
  description: 5000,
  rooms: 50,
  areaMax: 100_000,
  footprintMin: 3,
  footprintMax: 200,
  priceMax: 10_000_000,
  galleryMax: 30,
  filesPerTierMax: 20,
  addressMax: 1000,
} as const;

export const PLAN_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  bedrooms: 'Bedrooms must be a whole number of at least 1',
  bathrooms: 'Bathrooms must be a whole number of at least 1',
  area: 'Area must be at least 10 sq m',
  footprintBoth: 'Enter both footprint width and depth, or neither',
  footprint: (label: string) =>
    `Footprint ${label} must be from ${PLAN_WRITE_LIMITS.footprintMin} to ${PLAN_WRITE_LIMITS.footprintMax} m, in steps of 0.1`,
  price: (label: string) => `${label} price must be 0 or more, in steps of 0.01`,
  imageAddress: 'Image must be an uploaded image (/images/...) or an https address',
  planFileKey: (tier: string) => `${tier} files must be files uploaded for this tier`,
} as const;

const rooms = (message: string) =>
  z
    .number({ error: message })
    .check(z.int({ error: message }), z.gte(1, { error: message }), z.lte(PLAN_WRITE_LIMITS.rooms, { error: message }));

/** A footprint side in metres, to the decimetre. */
const footprint = (label: string) =>
  z.number({ error: PLAN_FORM_MESSAGES.footprint(label) }).check(
    z.gte(PLAN_WRITE_LIMITS.footprintMin, { error: PLAN_FORM_MESSAGES.footprint(label) }),
    z.lte(PLAN_WRITE_LIMITS.footprintMax, { error: PLAN_FORM_MESSAGES.footprint(label) }),
    z.refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, {
      error: PLAN_FORM_MESSAGES.footprint(label),
    }),
  );

/** A price in cedis: not negative, at most two decimals (the form's step 0.01). */
const price = (label: string) =>
  z.number({ error: PLAN_FORM_MESSAGES.price(label) }).check(
    z.gte(0, { error: PLAN_FORM_MESSAGES.price(label) }),
    z.lte(PLAN_WRITE_LIMITS.priceMax, { error: `${label} price is too large` }),
    z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: PLAN_FORM_MESSAGES.price(label),
    }),
  );

/**
 * Images are uploaded to our bucket (served under /images/) or, for older entries, an https address;
 * the logo is what a read plan shows for "no image", so a form sending it back is accepted.
 */
export const ImageAddress = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(PLAN_WRITE_LIMITS.addressMax, { error: PLAN_FORM_MESSAGES.imageAddress }),
    z.refine(
      (value) =>
        value === '' ||
        value === LOGO_URL ||
        (/^\/images\/[^\s]+$/.test(value) && !value.includes('..')) ||
        /^https:\/\/[^\s]+$/.test(value),
      {
        error: PLAN_FORM_MESSAGES.imageAddress,
      },
    ),
  ),
);

/**
 * Key of a plan file in the private bucket: plans/{folder}/{tier}/{name}, or plans/{folder}/{tier}/v{n}/{name} for a
 * revision kept under the name of the file it replaces (shared/plans/file-version). The tier folder is what the
 * download page groups by, so a key must sit in the folder of the tier it is listed under.
 */
export function isPlanFileKey(key: string, tier: string): boolean {
  return (
    new RegExp(`^plans/[A-Za-z0-9_-]{1,64}/${tier}/(?:v[1-9][0-9]{0,3}/)?[A-Za-z0-9][A-Za-z0-9._ ()-]{0,199}$`).test(
      key,
    ) && !key.includes('..')
  );
}

const tierFiles = (tier: (typeof PACKAGES)[number]) =>
  z
    .array(
      z.string().check(z.refine((key) => isPlanFileKey(key, tier), { error: PLAN_FORM_MESSAGES.planFileKey(tier) })),
    )
    .check(
      z.maxLength(PLAN_WRITE_LIMITS.filesPerTierMax, {
        error: `At most ${PLAN_WRITE_LIMITS.filesPerTierMax} ${tier} files`,
      }),
    );

export const PlanFilesInput = lazySchema(() =>
  z.strictObject(
    { basic: tierFiles('basic'), standard: tierFiles('standard'), premium: tierFiles('premium') },
    rejectUnknownFields,
  ),
);

const planFields = lazySchema(() => ({
  title: z
    .string({ error: PLAN_FORM_MESSAGES.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: PLAN_FORM_MESSAGES.titleRequired }),
      z.maxLength(PLAN_WRITE_LIMITS.title, { error: `Title must be at most ${PLAN_WRITE_LIMITS.title} characters` }),
    ),
  description: z.string().check(
    z.trim(),
    z.maxLength(PLAN_WRITE_LIMITS.description, {
      error: `Description must be at most ${PLAN_WRITE_LIMITS.description} characters`,
    }),
  ),
  /** Optional French texts: empty means none, and the English ones are shown in French too. */
  title_fr: z.string().check(
    z.trim(),
    z.maxLength(PLAN_WRITE_LIMITS.title, {
      error: `French title must be at most ${PLAN_WRITE_LIMITS.title} characters`,
    }),
  ),
  description_fr: z.string().check(
    z.trim(),
    z.maxLength(PLAN_WRITE_LIMITS.description, {
      error: `French description must be at most ${PLAN_WRITE_LIMITS.description} characters`,
    }),
  ),
  plan_type: z.enum(PLAN_TYPES, { error: `Plan type must be one of: ${PLAN_TYPES.join(', ')}` }),
  bedrooms: rooms(PLAN_FORM_MESSAGES.bedrooms),
  bathrooms: rooms(PLAN_FORM_MESSAGES.bathrooms),
  area_sqm: z
    .number({ error: PLAN_FORM_MESSAGES.area })
    .check(
      z.gte(10, { error: PLAN_FORM_MESSAGES.area }),
      z.lte(PLAN_WRITE_LIMITS.areaMax, { error: `Area must be at most ${PLAN_WRITE_LIMITS.areaMax} sq m` }),
    ),
  footprint_width_m: footprint('width'),
  footprint_depth_m: footprint('depth'),
  basic_price: price('Basic'),
  standard_price: price('Standard'),
  premium_price: price('Premium'),
  featured: z.boolean({ error: 'Featured must be true or false' }),
  status: z.enum(PLAN_STATUSES, { error: `Status must be one of: ${PLAN_STATUSES.join(', ')}` }),
  image_url: ImageAddress,
  gallery_images: z
    .array(ImageAddress)
    .check(
      z.maxLength(PLAN_WRITE_LIMITS.galleryMax, { error: `At most ${PLAN_WRITE_LIMITS.galleryMax} gallery images` }),
    ),
  plan_files: PlanFilesInput,
}));

/** POST /api/plans: title is required; every other field falls back to the form's defaults. */
export const PlanCreate = lazySchema(() =>
  z
    .strictObject(
      {
        /**
         * The folder id the upload routes handed out for this new plan's files, so the plan and its files
         * share one id; left out, the server picks one. Either way it is a UUID the server generated.
         */
        id: z.optional(
          z.string().check(
            z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
              error: 'id must be the folder id an upload returned',
            }),
          ),
        ),
        title: planFields.title,
        description: z._default(planFields.description, PLAN_FORM_DEFAULTS.description),
        title_fr: z.optional(planFields.title_fr),
        description_fr: z.optional(planFields.description_fr),
        plan_type: z._default(planFields.plan_type, PLAN_FORM_DEFAULTS.plan_type),
        bedrooms: z._default(planFields.bedrooms, PLAN_FORM_DEFAULTS.bedrooms),
        bathrooms: z._default(planFields.bathrooms, PLAN_FORM_DEFAULTS.bathrooms),
        area_sqm: z._default(planFields.area_sqm, PLAN_FORM_DEFAULTS.area_sqm),
        footprint_width_m: z.optional(planFields.footprint_width_m),
        footprint_depth_m: z.optional(planFields.footprint_depth_m),
        basic_price: z._default(planFields.basic_price, PLAN_FORM_DEFAULTS.basic_price),
        standard_price: z._default(planFields.standard_price, PLAN_FORM_DEFAULTS.standard_price),
        premium_price: z._default(planFields.premium_price, PLAN_FORM_DEFAULTS.premium_price),
        featured: z._default(planFields.featured, PLAN_FORM_DEFAULTS.featured),
        status: z._default(planFields.status, PLAN_FORM_DEFAULTS.status),
        image_url: z._default(planFields.image_url, PLAN_FORM_DEFAULTS.image_url),
        gallery_images: z._default(planFields.gallery_images, []),
        plan_files: z._default(planFields.plan_files, { basic: [], standard: [], premium: [] }),
      },
      rejectUnknownFields,
    )
    .check(
      // Reported on the depth field, where the form shows it.
      z.superRefine((plan, ctx) => {
        if ((plan.footprint_width_m === undefined) !== (plan.footprint_depth_m === undefined)) {
          ctx.addIssue({ code: 'custom', message: PLAN_FORM_MESSAGES.footprintBoth, path: ['footprint_depth_m'] });
        }
      }),
    ),
);
export type PlanCreate = z.infer<typeof PlanCreate>;

/** PUT /api/plans/{id}: any subset of the form's fields (for example only `featured`); at least one. */
export const PlanUpdate = lazySchema(() => updateBody(planFields));
export type PlanUpdate = z.infer<typeof PlanUpdate>;

export const PLAN_DELETED_MESSAGE = 'Plan deleted successfully';

export const PlanDeleted = lazySchema(() =>
  z.object({
    message: z.string(),
    id: z.string(),
    /** False when the plan had been sold: its files stay for buyers whose download window is open. */
    filesRemoved: z.boolean(),
  }),
);
export type PlanDeleted = z.infer<typeof PlanDeleted>;
