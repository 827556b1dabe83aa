import * as z from 'zod/mini';

/**
 * The origin secret's document, as Secrets Manager holds it (and the offline stack's environment):
 * `current` is what CloudFront sends; during a rotation `previous` is still accepted for a short overlap
 * counted from `rotatedAt`, so edges that still send the old value are not refused.
 */
export const originSecretDocument = z.object({
  current: z.string().check(z.minLength(1)),
  previous: z.optional(z.string()),
  rotatedAt: z.optional(z.string()),
});
export type OriginSecretDocument = z.infer<typeof originSecretDocument>;

/**
 * How long the previous value stays accepted after `rotatedAt`. The rotation re-stamps `rotatedAt` while
 * CloudFront propagates the new value and once more when it is deployed everywhere; a function's cached
 * copy is at most the secrets cache's age older (300 s). Both together must stay below this.
 */
export const ORIGIN_SECRET_OVERLAP_SECONDS = 15 * 60;

/** While waiting for CloudFront, the rotation re-stamps `rotatedAt` at least this often. */
export const ORIGIN_SECRET_RESTAMP_SECONDS = 5 * 60;

/** The document's text, or undefined when it is not a valid document (the caller refuses everything then). */
export function parseOriginSecret(text: string | undefined): OriginSecretDocument | undefined {
  if (!text) return undefined;
  try {
    const parsed = originSecretDocument.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The values a request may carry at `nowMs`: always `current`; `previous` only within the overlap. */
export function acceptedOriginSecrets(document: OriginSecretDocument, nowMs: number): string[] {
  const rotatedAtMs = document.rotatedAt ? Date.parse(document.rotatedAt) : Number.NaN;
  const previousStillValid =
    Boolean(document.previous) &&
    Number.isFinite(rotatedAtMs) &&
    // A stamp from the future (clock skew, a typo) does not extend the overlap beyond its length.
    Math.abs(nowMs - rotatedAtMs) < ORIGIN_SECRET_OVERLAP_SECONDS * 1000;
  return previousStillValid && document.previous ? [document.current, document.previous] : [document.current];
}

/** A rotation's first write: the new value becomes current, the one CloudFront sends stays accepted for the overlap. */
export function rotatedOriginSecret(previous: string, next: string, now: Date): OriginSecretDocument {
  return { current: next, previous, rotatedAt: now.toISOString() };
}

/** After the overlap: only the current value. */
export function settledOriginSecret(document: OriginSecretDocument, now: Date): OriginSecretDocument {
  return { current: document.current, rotatedAt: now.toISOString() };
}
