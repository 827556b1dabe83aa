import type { PlanType } from '@shop/shared/plans/plan';
import { msg } from '../i18n/msg.ts';

/** How a plan's type reads on screen, the same everywhere (shop, account and admin): "Villa". */
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  villa: msg('Villa'),
  bungalow: msg('Bungalow'),
  townhouse: msg('Townhouse'),
  duplex: msg('Duplex'),
  apartment: msg('Apartment'),
  commercial: msg('Commercial'),
};
