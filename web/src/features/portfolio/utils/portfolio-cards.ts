import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { normalizeImageUrl } from '@shop/shared/plans/normalize-image-url';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { PLAN_TYPE_LABELS } from '../../../lib/labels.ts';

/** What a portfolio card shows, from a project or, as the fallback, from a plan. */
export interface PortfolioCardData {
  key: string;
  title: string;
  category: string;
  summary: string;
  image: string;
  /** Where View Project leads: the project's page, or the plan's page for a stand-in plan. */
  href: { kind: 'project' | 'plan'; id: string };
}

export function fromProject(project: PortfolioItem): PortfolioCardData {
  return {
    key: `project-${project.id}`,
    title: project.title,
    category: project.category || t('Project'),
    summary: project.summary || project.description || t('No summary provided.'),
    image: normalizeImageUrl(project.design_image),
    href: { kind: 'project', id: project.id },
  };
}

export function fromPlan(plan: PublicPlan): PortfolioCardData {
  return {
    key: `plan-${plan.id}`,
    title: plan.title,
    // i18next-instrument-ignore-next-line
    category: t(PLAN_TYPE_LABELS[plan.plan_type] ?? msg('Plan')),
    summary: plan.description,
    image: normalizeImageUrl(plan.image_url),
    href: { kind: 'plan', id: plan.id },
  };
}
