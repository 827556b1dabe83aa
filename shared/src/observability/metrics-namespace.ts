/**
 * The CloudWatch namespace of the shop's own metrics (orders, payment outcomes, failed payments, origin-secret
 * refusals, API areas). A staging copy in production's account gets its own, so its counts never move
 * production's dashboard and alarms; production keeps the plain name, so a deployed shop keeps its history.
 */
export const PRODUCTION_METRICS_NAMESPACE = 'TemaHousePlans';

/** The namespace for a stage (settings.stage): undefined or empty is production. */
export function shopMetricsNamespace(stage?: string): string {
  return stage ? `${PRODUCTION_METRICS_NAMESPACE}-${stage}` : PRODUCTION_METRICS_NAMESPACE;
}
