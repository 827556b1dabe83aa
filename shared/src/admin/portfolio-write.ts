import * as z from 'zod/mini';
import { PORTFOLIO_STATUSES } from '../content/portfolio.ts';
import { lazySchema } from '../lazy-schema.ts';
import { requiredText } from '../required-text.ts';
import { updateBody } from '../update-body.ts';
import { rejectUnknownFields } from '../validation.ts';
import { ImageAddress } from './plan-write.ts';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.trim(), z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

/** A project's specifications are a short key/value list shown on its page: a few dozen rows at most. */
export const SPECIFICATION_LIMITS = { rows: 30, name: 60, value: 200 } as const;
const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'];

/** The first thing wrong with a specifications map, in words for the form, or undefined when it is fine. */
function specificationsProblem(value: object): string | undefined {
  const rows = Object.entries(value);
  if (rows.length > SPECIFICATION_LIMITS.rows) return `At most ${SPECIFICATION_LIMITS.rows} specifications`;
  for (const [rawName, rawValue] of rows) {
    const name = rawName.trim();
    if (RESERVED_NAMES.includes(name)) return `Specification name cannot be ${RESERVED_NAMES.join(', ')}`;
    if (name === '') return 'Specification name is required';
    if (name.length > SPECIFICATION_LIMITS.name)
      return `Specification name must be at most ${SPECIFICATION_LIMITS.name} characters`;
    if (typeof rawValue !== 'string') return `Specification "${name}" must be text`;
    if (rawValue.trim().length > SPECIFICATION_LIMITS.value)
      return `Specification "${name}" must be at most ${SPECIFICATION_LIMITS.value} characters`;
  }
  return undefined;
}

/**
 * Checked on the raw JSON before the record is built, with every message on `specifications` (the form's one
 * field): a `__proto__` key would otherwise vanish into the new object's prototype, and thousands of rows are
 * refused before they are copied.
 */
const specificationsInput = z.unknown().check(
  z.superRefine((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const problem = specificationsProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

const fields = lazySchema(() => ({
  title: requiredText('Title', 150),
  category: text('Category', 60),
  summary: text('Summary', 500),
  description: text('Description', 5000),
  status: z.enum(PORTFOLIO_STATUSES, { error: `Status must be one of: ${PORTFOLIO_STATUSES.join(', ')}` }),
  design_image: ImageAddress,
  current_image: z.nullable(ImageAddress),
  features: z.array(text('Feature', 200)).check(z.maxLength(30, { error: 'At most 30 features' })),
  specifications: z.pipe(
    specificationsInput,
    z.record(text('Specification name', SPECIFICATION_LIMITS.name), text('Specification', SPECIFICATION_LIMITS.value), {
      error: 'Specifications must be a list of names and values',
    }),
  ),
  location: text('Location', 150),
}));

/** POST /api/portfolio: a title at least; the rest defaults (status in-progress). */
export const PortfolioCreate = lazySchema(() =>
  z.strictObject(
    {
      title: fields.title,
      category: z._default(fields.category, ''),
      summary: z._default(fields.summary, ''),
      description: z._default(fields.description, ''),
      status: z._default(fields.status, 'in-progress'),
      design_image: z._default(fields.design_image, ''),
      current_image: z._default(fields.current_image, null),
      features: z._default(fields.features, []),
      specifications: z._default(fields.specifications, {}),
      location: z._default(fields.location, ''),
    },
    rejectUnknownFields,
  ),
);
export type PortfolioCreate = z.infer<typeof PortfolioCreate>;

/** PUT /api/portfolio/{id}: any subset of the fields; at least one. */
export const PortfolioUpdate = lazySchema(() => updateBody(fields));
export type PortfolioUpdate = z.infer<typeof PortfolioUpdate>;

export const PortfolioDeleted = lazySchema(() => z.object({ message: z.string(), id: z.string() }));
export type PortfolioDeleted = z.infer<typeof PortfolioDeleted>;
