import { createHash } from 'node:crypto';
import type { SignInNoted } from '@shop/shared/accounts/sign-ins';
import type { Caller } from '../../auth/caller.ts';
import { ForbiddenError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import type { KnownDevicesRepository } from '../../repositories/known-devices-repository.ts';
import type { UserSettingsRepository } from '../../repositories/user-settings-repository.ts';
import { type RecipientLookup, recipientOf } from '../mails/recipient-lookup.ts';
import type { Mailer } from '../ports/mailer.ts';
import { type SiteSettingsSource, settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { deviceKind, deviceLabel } from './device-label.ts';
import { loginAlertMail } from './login-alert-mail.ts';
import { withDefaults } from './user-settings.ts';

export const SIGN_INS_NOT_YOURS = 'You can only report your own sign-ins';

export interface NoteSignInDeps {
  devices: Pick<KnownDevicesRepository, 'remember' | 'count'>;
  userSettings: Pick<UserSettingsRepository, 'get'>;
  recipients: RecipientLookup;
  site: SiteSettingsSource;
  mailer: Mailer;
  siteUrl: string;
  now: () => Date;
}

export interface SignInContext {
  /** The random id the browser keeps for itself. */
  device: string;
  userAgent: string | undefined;
  address: string;
}

/** The browser's id is stored only as a hash: the item never holds something a copy of the table could replay. */
const hashOf = (device: string) => createHash('sha256').update(device).digest('hex');

/**
 * A sign-in as the browser reports it right after signing in. A browser the account has used before changes nothing.
 * A new one is remembered (one conditional put, so racing reports alert once) and, unless it is the account's very
 * first browser (nothing to compare with) or the user turned login alerts off, the account's address gets a mail
 * saying when, from which browser and from which address. A mail that fails is logged and never fails the sign-in.
 */
export async function noteSignIn(
  deps: NoteSignInDeps,
  caller: Caller,
  userId: string,
  context: SignInContext,
): Promise<SignInNoted> {
  if (caller.sub !== userId) throw new ForbiddenError(SIGN_INS_NOT_YOURS);
  const at = caller.authTime ? new Date(caller.authTime * 1000) : deps.now();
  const kind = deviceKind(context.userAgent);
  const added = await deps.devices.remember(caller.sub, hashOf(context.device), {
    label: deviceLabel(kind, 'en') ?? 'Unknown browser',
    first_seen_at: deps.now().toISOString(),
  });
  if (!added) return { new_device: false, alerted: false };
  const [settings, browsers] = await Promise.all([
    deps.userSettings.get(caller.sub).then(withDefaults),
    deps.devices.count(caller.sub, 2),
  ]);
  if (browsers < 2 || !settings.login_alerts || !caller.email) return { new_device: true, alerted: false };
  try {
    const [shop, named] = await Promise.all([
      settingsOrDefaults(deps.site, { userId: caller.sub }),
      recipientOf(deps.recipients, caller.sub),
    ]);
    const language = settings.language === 'fr' ? 'fr' : 'en';
    await deps.mailer.send(
      loginAlertMail(
        caller.email,
        { at: at.toISOString(), device: kind, address: context.address },
        shop,
        deps.siteUrl,
        { ...named, timeZone: settings.timezone },
        language,
      ),
    );
    return { new_device: true, alerted: true };
  } catch (error) {
    log('error', 'login alert failed', { userId: caller.sub, error: String(error) });
    return { new_device: true, alerted: false };
  }
}
