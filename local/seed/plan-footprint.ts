/** Storeys of each seeded plan type. */
export const STOREYS: Record<string, number> = { villa: 2, bungalow: 1, townhouse: 3 };
/** Width (on the road) over depth of the ground floor: villas and bungalows spread along the plot, townhouses run back. */
const PROPORTION: Record<string, number> = { villa: 1.4, bungalow: 1.3, townhouse: 0.7 };
/** Verandas, porches and covered terraces add to one storey's floor area on the ground. */
const COVERED_OUTDOORS = 1.15;

/**
 * The ground footprint of a seeded plan in metres (to the decimetre), from its floor area and type; the seed's
 * DXF drawing is drawn to the same outline, so the plan page, the plot fit and the drawing agree.
 */
export function seedFootprint(plan: { plan_type: string; area_sqm: number }) {
  const ground = (plan.area_sqm / (STOREYS[plan.plan_type] ?? 1)) * COVERED_OUTDOORS;
  const width = Math.sqrt(ground * (PROPORTION[plan.plan_type] ?? 1.4));
  return { footprint_width_m: Math.round(width * 10) / 10, footprint_depth_m: Math.round((ground / width) * 10) / 10 };
}
