import * as z from 'zod/mini';

/**
 * Build-time settings, checked once at start-up. The API is same-origin by default (CloudFront and the
 * dev-server proxy both serve /api), so VITE_API_ORIGIN is only for pointing a build at another host.
 */
const EnvSchema = z.object({
  VITE_API_ORIGIN: z._default(z.string().check(z.regex(/^(https?:\/\/[^/]+)?$/)), ''),
  /**
   * Cognito ids at build time (the offline stack sets them, with the emulator's endpoint). Unset in a deployed
   * build, which reads them from /config.json instead, so one build serves any stack.
   */
  VITE_COGNITO_USER_POOL_ID: z.optional(z.string()),
  VITE_COGNITO_CLIENT_ID: z.optional(z.string()),
  VITE_COGNITO_ENDPOINT: z.optional(z.string()),
  /** Sign-in flow when the ids come from here: 'password' (USER_PASSWORD_AUTH) or 'srp'; default by endpoint. */
  VITE_COGNITO_AUTH_FLOW: z.optional(z.enum(['srp', 'password'])),
});

export const env = EnvSchema.parse(import.meta.env);
