import * as z from 'zod/mini';

/**
 * Build-time settings, checked once at start-up. The API is same-origin by default (CloudFront and the
 * dev-server proxy both serve /api), so VITE_API_ORIGIN is only for pointing a build at another host.
 */
const EnvSchema = z.object({
  VITE_API_ORIGIN: z._default(z.string().check(z.regex(/^(https?:\/\/[^/]+)?$/)), ''),
});

export const env = EnvSchema.parse(import.meta.env);
