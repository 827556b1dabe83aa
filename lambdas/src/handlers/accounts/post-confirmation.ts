import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { adoptSignUpNames } from '../../domain/accounts/adopt-sign-up-names.ts';
import { notifyNewUser } from '../../domain/accounts/notify-new-user.ts';
import { CALL_BUDGETS } from '../../outbound/call-budgets.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

/**
 * Not a route: Cognito's PostConfirmation trigger (infra/src/constructs/auth.ts). Only a confirmed
 * sign-up is a new account; a confirmed password reset (PostConfirmation_ConfirmForgotPassword) is not.
 * The sign-up's names go into the profile record while staff are told, side by side: Cognito expects the event
 * back within 5 s, cold start included, so every call uses the trigger budget (one short try each; a failure is
 * logged and the sign-up goes on).
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const name = [attributes.given_name, attributes.family_name].filter(Boolean).join(' ');
  const sub = attributes.sub ?? event.userName;
  const client = documentClient(CALL_BUDGETS.trigger);
  await Promise.all([
    adoptSignUpNames(
      { profiles: profilesRepository(client, tableName()), now: () => new Date() },
      { sub, givenName: attributes.given_name, familyName: attributes.family_name },
    ),
    notifyNewUser(
      {
        settings: siteSettingsRepository(client, tableName()),
        mailer: mailerFromEnv(CALL_BUDGETS.trigger),
        siteUrl: siteUrlFromEnv(),
        now: () => new Date(),
      },
      { sub, email: attributes.email ?? '', name },
    ),
  ]);
  return event;
};
