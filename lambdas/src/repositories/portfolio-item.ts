import { PORTFOLIO_STATUSES, type PortfolioItem } from '@shop/shared/content/portfolio';
import * as z from 'zod/mini';
import { staffListed } from '../db/creation-order.ts';
import { entity } from '../db/entity.ts';
import { portfolioKeys } from '../db/table-design.ts';

/**
 * A stored project as the public sees it. Staff write projects through forms that may leave fields out
 * (a missing or empty category reads as 'Project'), so every field but the id has a safe default here; a field
 * of the wrong type fails the read and names the field.
 */
const storedProject = (): z.ZodMiniType<PortfolioItem> =>
  z.object({
    id: z.string(),
    title: z._default(z.string(), 'Untitled project'),
    category: z.pipe(
      z._default(z.string(), ''),
      z.transform((category) => category || 'Project'),
    ),
    summary: z._default(z.string(), ''),
    description: z._default(z.string(), ''),
    status: z._default(z.enum(PORTFOLIO_STATUSES), 'in-progress'),
    design_image: z._default(z.string(), ''),
    current_image: z.pipe(
      z._default(z.nullable(z.string()), null),
      z.transform((image) => image || null),
    ),
    features: z._default(z.array(z.string()), []),
    specifications: z._default(z.record(z.string(), z.string()), {}),
    location: z._default(z.string(), ''),
    created_at: z._default(z.string(), ''),
    updated_at: z._default(z.string(), ''),
  });

/**
 * How a project is stored: one partition each, all of them on one list partition of gsi1 by creation time, whose
 * keys never change (id and creation time are set once).
 */
export const portfolioEntity = entity<PortfolioItem, Pick<PortfolioItem, 'id'>>({
  name: 'portfolio',
  what: 'portfolio project',
  ...staffListed<PortfolioItem, 'id'>(portfolioKeys, 'id'),
  schema: storedProject,
});

export const toPortfolioRecord = portfolioEntity.toItem;
export const fromPortfolioRecord = portfolioEntity.fromItem;
