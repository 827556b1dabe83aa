import type { PlanType } from '@shop/shared/plans/plan';

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  villa: 'Villa',
  bungalow: 'Bungalow',
  townhouse: 'Townhouse',
  duplex: 'Duplex',
  apartment: 'Apartment',
  commercial: 'Commercial',
};
