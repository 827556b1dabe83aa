/**
 * Plan data is usable only with a title, a plan_type and bedrooms, and only when it
 * carries none of the travel-booking fields (a sign the record came from somewhere else entirely).
 */
const REQUIRED_FIELDS = ['title', 'plan_type', 'bedrooms'] as const;
const FOREIGN_FIELDS = ['travel_date', 'departure_time', 'from', 'to', 'fare'] as const;

export function isValidPlanData(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  const present = (key: string) => record[key] !== undefined && record[key] !== null && record[key] !== '';
  return REQUIRED_FIELDS.every(present) && !FOREIGN_FIELDS.some((key) => key in record);
}
