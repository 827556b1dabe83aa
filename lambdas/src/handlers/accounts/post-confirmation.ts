import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { adoptSignUpNames } from '../../domain/accounts/adopt-sign-up-names.ts';
import { notifyNewUser } from '../../domain/accounts/notify-new-user.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

/**
 * Not a route: Cognito's PostConfirmation trigger (infra/src/constructs/auth.ts). Only a confirmed
 * sign-up is a new account; a confirmed password reset (PostConfirmation_ConfirmForgotPassword) is not.
 * The sign-up's names go into the profile record, then staff are told.
 * Cognito expects the event back.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const name = [attributes.given_name, attributes.family_name].filter(Boolean).join(' ');
  const sub = attributes.sub ?? event.userName;
  await adoptSignUpNames(
    { profiles: profilesRepository(documentClient(), tableName()), now: () => new Date() },
    { sub, givenName: attributes.given_name, familyName: attributes.family_name },
  );
  await notifyNewUser(
    {
      settings: siteSettingsRepository(documentClient(), tableName()),
      mailer: mailerFromEnv(),
      siteUrl: (optionalEnv(ENV_NAMES.siteUrl) ?? '').replace(/\/+$/, ''),
      now: () => new Date(),
    },
    { sub, email: attributes.email ?? '', name },
  );
  return event;
};
