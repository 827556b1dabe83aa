import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';
import { AD_POSITIONS, AD_TARGET_PAGES, AD_TYPES, oneOf } from './ads.ts';

/*
 * What staff write to an ad (POST and PUT /api/ads): a module of its own, as the shop's first screen reads ads
 * (ads.ts) and a bundler splits by module, so these admin-only schemas stay out of its initial JavaScript.
 */

export const AD_LIMITS = {
  title: 120,
  description: 500,
  content: 5000,
  url: 500,
  priorityMin: 0,
  priorityMax: 100,
} as const;

/** A schedule bound: an ISO date (yyyy-mm-dd) or date-time, or null for "no bound". */
export const scheduleDate = (name: string) =>
  z.nullable(
    z.string({ error: `${name} must be a date or null` }).check(
      z.trim(),
      z.refine((value) => value === '' || !Number.isNaN(Date.parse(value)), {
        error: `${name} must be a date like 2026-12-31 or null`,
      }),
    ),
  );

const optionalText = (field: string, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: `${field} must be at most ${max} characters` })), '');

const PRIORITY_TEXT = `Priority must be a whole number from ${AD_LIMITS.priorityMin} to ${AD_LIMITS.priorityMax}`;

/** The fields staff write (create body; for update every field is optional, see AdUpdate). */
const adWriteShape = lazySchema(() => ({
  title: z
    .string({ error: 'Title is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Title is required' }),
      z.maxLength(AD_LIMITS.title, { error: `Title must be at most ${AD_LIMITS.title} characters` }),
    ),
  description: optionalText('Description', AD_LIMITS.description),
  content: optionalText('Content', AD_LIMITS.content),
  type: z._default(oneOf('type', AD_TYPES), 'banner'),
  position: z._default(oneOf('position', AD_POSITIONS), 'top'),
  image_url: optionalText('Image URL', AD_LIMITS.url),
  link_url: optionalText('Link URL', AD_LIMITS.url),
  target_page: z._default(oneOf('target_page', AD_TARGET_PAGES), 'all'),
  is_active: z._default(z.boolean({ error: 'is_active must be true or false' }), true),
  priority: z._default(
    z
      .int({ error: PRIORITY_TEXT })
      .check(
        z.gte(AD_LIMITS.priorityMin, { error: PRIORITY_TEXT }),
        z.lte(AD_LIMITS.priorityMax, { error: PRIORITY_TEXT }),
      ),
    0,
  ),
  start_date: z._default(scheduleDate('start_date'), null),
  end_date: z._default(scheduleDate('end_date'), null),
}));

/** POST /api/ads (staff). Empty dates arrive as null (or ''), meaning no bound. */
export const AdCreate = lazySchema(() => z.strictObject(adWriteShape, rejectUnknownFields));
export type AdCreate = z.infer<typeof AdCreate>;

/** PUT /api/ads/{id} (staff): all fields, or only `is_active` for the status switch. */
export const AdUpdate = lazySchema(() =>
  z.strictObject(
    {
      title: z.optional(adWriteShape.title),
      description: z.optional(adWriteShape.description.def.innerType),
      content: z.optional(adWriteShape.content.def.innerType),
      type: z.optional(adWriteShape.type.def.innerType),
      position: z.optional(adWriteShape.position.def.innerType),
      image_url: z.optional(adWriteShape.image_url.def.innerType),
      link_url: z.optional(adWriteShape.link_url.def.innerType),
      target_page: z.optional(adWriteShape.target_page.def.innerType),
      is_active: z.optional(adWriteShape.is_active.def.innerType),
      priority: z.optional(adWriteShape.priority.def.innerType),
      start_date: z.optional(scheduleDate('start_date')),
      end_date: z.optional(scheduleDate('end_date')),
    },
    rejectUnknownFields,
  ),
);
export type AdUpdate = z.infer<typeof AdUpdate>;
