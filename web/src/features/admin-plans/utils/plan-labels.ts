import type { Package, PlanStatus, PlanType } from '@shop/shared/plans/plan';
import { PLAN_TYPE_LABELS as SHARED_PLAN_TYPE_LABELS } from '../../../lib/labels.ts';
import { TIER_LABELS as SHARED_TIER_LABELS } from '../../../lib/order-labels.ts';

export const PLAN_TYPE_LABELS: Record<PlanType, string> = SHARED_PLAN_TYPE_LABELS;

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
};

export const TIER_LABELS: Record<Package, string> = SHARED_TIER_LABELS;
