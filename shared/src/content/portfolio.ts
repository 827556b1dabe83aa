import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

export const PORTFOLIO_STATUSES = ['in-progress', 'completed'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

/** At most this many projects on the public list (newest first); the firm shows its recent work. */
export const PORTFOLIO_LIST_MAX = 50;
/** When no project is published, the list shows up to this many active plans instead, so the page is never empty. */
export const PORTFOLIO_PLAN_FALLBACK_MAX = 12;
export const PORTFOLIO_SKELETON_COUNT = 6;
export const PORTFOLIO_NOT_FOUND_TEXT = 'Project not found.';

/** A project of the firm's, as the public sees it (staff also see its admin fields). */
export const PortfolioItem = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    summary: z.string(),
    description: z.string(),
    status: z.enum(PORTFOLIO_STATUSES),
    /** The design drawing or rendering. */
    design_image: z.string(),
    /** A photograph of the site as it stands now; null until there is one. */
    current_image: z.nullable(z.string()),
    features: z.array(z.string()),
    specifications: z.record(z.string(), z.string()),
    location: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type PortfolioItem = z.infer<typeof PortfolioItem>;

export const PortfolioListResponse = lazySchema(() => z.object({ items: z.array(PortfolioItem) }));
export type PortfolioListResponse = z.infer<typeof PortfolioListResponse>;

export const PortfolioIdParams = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id must be a project id' })),
  }),
);
