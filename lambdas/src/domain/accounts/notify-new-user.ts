import { log } from '../../observability/log.ts';
import type { ShopMailDeps } from '../mails/shop-mail-deps.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { newUserMail } from './new-user-mail.ts';

export interface NewUserDeps extends ShopMailDeps {
  now: () => Date;
}

/**
 * Tells staff about a newly confirmed account when New User Registration is on. Never throws: Cognito
 * would refuse the buyer's confirmation if its trigger failed, and a missed staff mail is only logged.
 */
export async function notifyNewUser(deps: NewUserDeps, user: { sub: string; email: string; name: string }) {
  const settings = await settingsOrDefaults(deps.settings, { sub: user.sub });
  if (!settings.notify_new_users) {
    log('info', 'new user mail not sent: New User Registration is off', { sub: user.sub });
    return;
  }
  const mail = newUserMail(
    { email: user.email, name: user.name, confirmedAt: deps.now().toISOString() },
    { siteUrl: deps.siteUrl, siteName: settings.site_name, to: settings.contact_email },
  );
  await deps.mailer.send(mail).catch((error: unknown) => {
    log('error', 'new user mail failed', { sub: user.sub, error: String(error) });
  });
}
