import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { siteUrlFromEnv } from '../../config/env.ts';
import { accountMessage, languageOfLocale } from '../../domain/accounts/account-messages.ts';

/**
 * Not a route: Cognito's CustomMessage trigger (infra/src/constructs/auth.ts, decision 0028). Writes the account
 * mails Cognito sends (sign-up and resent codes, forgotten password, invitation) in the user's language, from
 * their standard `locale` attribute, which the web sets at sign-up from the page's language. It reads and calls
 * nothing, so it stays well within the few seconds Cognito waits. Cognito expects the event back.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const { request } = event;
  const message = accountMessage(event.triggerSource, languageOfLocale(request.userAttributes.locale), {
    code: request.codeParameter,
    username: request.usernameParameter ?? '{username}',
    siteUrl: siteUrlFromEnv(),
  });
  if (message) {
    event.response.emailSubject = message.emailSubject;
    event.response.emailMessage = message.emailMessage;
  }
  return event;
};
