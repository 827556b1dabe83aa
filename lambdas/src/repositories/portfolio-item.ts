import { PORTFOLIO_STATUSES, type PortfolioItem } from '@shop/shared/content/portfolio';
import * as z from 'zod/mini';
import { parseItem } from '../db/parse-item.ts';
import { portfolioKeys } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

/** How a project is stored: its fields plus the keys of the list index. */
export function toPortfolioRecord(item: PortfolioItem): Record<string, unknown> {
  return {
    ...tableKey(portfolioKeys.pk(item.id), portfolioKeys.sk),
    ...indexKey(portfolioKeys.listIndex, portfolioKeys.listPartition, portfolioKeys.listSort(item.created_at, item.id)),
    entity: 'portfolio',
    ...item,
  };
}

/**
 * A stored project as the public sees it. Staff write projects through forms that may leave fields out
 * (a missing or empty category reads as 'Project'), so every field but the id has a safe default here; a field
 * of the wrong type fails the read and names the field.
 */
let storedProjectSchema: z.ZodMiniType<PortfolioItem> | undefined;
const storedProject = () =>
  (storedProjectSchema ??= z.object({
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
  }));

export function fromPortfolioRecord(record: Record<string, unknown>): PortfolioItem {
  return parseItem(storedProject(), record, 'portfolio project');
}
