import type { PublicPlan } from './plan.ts';

/**
 * A plan as a reader of `language` sees it: in French, the French title and description where staff wrote them,
 * the English ones everywhere they did not.
 */
export function planInLanguage<T extends Pick<PublicPlan, 'title' | 'description' | 'title_fr' | 'description_fr'>>(
  plan: T,
  language: string,
): T {
  if (language !== 'fr') return plan;
  return {
    ...plan,
    title: plan.title_fr?.trim() || plan.title,
    description: plan.description_fr?.trim() || plan.description,
  };
}
