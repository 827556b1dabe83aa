import type { PortfolioItem, PortfolioStatus } from '@shop/shared/content/portfolio';
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

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/**
 * A stored project as the public sees it. Staff write projects through forms that may leave fields out
 * (a missing category reads as 'Project'), so every field gets a safe default here.
 */
export function fromPortfolioRecord(record: Record<string, unknown>): PortfolioItem {
  const specifications =
    record.specifications && typeof record.specifications === 'object' && !Array.isArray(record.specifications)
      ? Object.fromEntries(
          Object.entries(record.specifications as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return {
    id: text(record.id),
    title: text(record.title, 'Untitled project'),
    category: text(record.category) || 'Project',
    summary: text(record.summary),
    description: text(record.description),
    status: (record.status === 'completed' ? 'completed' : 'in-progress') satisfies PortfolioStatus,
    design_image: text(record.design_image),
    current_image: typeof record.current_image === 'string' && record.current_image ? record.current_image : null,
    features: Array.isArray(record.features) ? record.features.filter((f): f is string => typeof f === 'string') : [],
    specifications,
    location: text(record.location),
    created_at: text(record.created_at),
    updated_at: text(record.updated_at),
  };
}
