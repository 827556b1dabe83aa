import type { RouteDefinition } from '@shop/shared/api/routes';
import * as z from 'zod/mini';

/*
 * Cognito's Lambda triggers as route-like rows (no CDK import), so the CDK auth construct gives them the API's
 * function construct, bundling and least-privilege grants, and the offline stack's cognito-local calls the same
 * handlers under the same names (local/cognito-triggers.ts).
 */

/**
 * PostConfirmation: stores the sign-up's names in the new user's profile record, then mails staff when someone
 * confirms a sign-up. It reads the settings, writes the profile and sends one mail.
 */
export const NEW_USER_TRIGGER: RouteDefinition = {
  name: 'new-user-notice',
  method: 'POST',
  path: '/trigger/post-confirmation',
  auth: 'public',
  handler: 'accounts/post-confirmation',
  access: { table: 'write', email: 'send' },
  request: {},
  response: z.unknown(),
};

/**
 * CustomMessage (decision 0028): writes the account mails (codes, invitation) in the user's language. It needs no
 * AWS access at all: the texts are in its bundle.
 */
export const ACCOUNT_MESSAGES_TRIGGER: RouteDefinition = {
  name: 'account-messages',
  method: 'POST',
  path: '/trigger/custom-message',
  auth: 'public',
  handler: 'accounts/custom-message',
  access: {},
  request: {},
  response: z.unknown(),
};

/** The triggers by Cognito's name for them (a pool's LambdaConfig key, cognito-local's TriggerFunctions key). */
export const COGNITO_TRIGGERS = {
  PostConfirmation: NEW_USER_TRIGGER,
  CustomMessage: ACCOUNT_MESSAGES_TRIGGER,
} as const satisfies Record<string, RouteDefinition>;
