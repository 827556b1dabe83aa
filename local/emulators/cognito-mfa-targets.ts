import { createRequire } from 'node:module';

/*
 * Preloaded into the cognito-local child (`--import`), beside cognito-mail-sender.ts. cognito-local 5.3 already
 * associates and verifies software tokens (with an access token), keeps the MFA preference, asks for
 * SOFTWARE_TOKEN_MFA at sign-in and lists the factors in GetUser/AdminGetUser. It lacks the admin call a super
 * admin's reset makes, AdminSetUserMFAPreference, which is added here as a target of its router, with the same rules
 * as its own SetUserMFAPreference (a software token must be verified before it can be turned on).
 */
interface StoredUser {
  Username: string;
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
  SoftwareTokenMfaConfiguration?: { Verified?: boolean };
}
interface UserPool {
  getUserByUsername(ctx: unknown, username: string): Promise<StoredUser | null>;
  saveUser(ctx: unknown, user: StoredUser): Promise<void>;
}
interface Services {
  cognito: { getUserPool(ctx: unknown, id: string): Promise<UserPool> };
}
interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}
interface AdminSetUserMfaPreferenceRequest {
  UserPoolId: string;
  Username: string;
  SMSMfaSettings?: MfaSettings;
  SoftwareTokenMfaSettings?: MfaSettings;
}

const require = createRequire(import.meta.url);
const { Targets } = require('cognito-local/lib/targets/targets.js') as { Targets: Record<string, unknown> };
const errors = require('cognito-local/lib/errors.js') as {
  InvalidParameterError: new (message?: string) => Error;
  UserNotFoundError: new (message?: string) => Error;
};

/** The user's enabled factors and preferred one after a change, or an error message as Cognito words it. */
export function applyMfaPreference(
  user: StoredUser,
  request: Pick<AdminSetUserMfaPreferenceRequest, 'SMSMfaSettings' | 'SoftwareTokenMfaSettings'>,
): Pick<StoredUser, 'UserMFASettingList' | 'PreferredMfaSetting'> | string {
  const software = request.SoftwareTokenMfaSettings;
  const sms = request.SMSMfaSettings;
  if (software?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
    return 'User has not verified software token mfa';
  }
  const methods = new Set(user.UserMFASettingList ?? []);
  for (const [settings, name] of [
    [sms, 'SMS_MFA'],
    [software, 'SOFTWARE_TOKEN_MFA'],
  ] as const) {
    if (!settings) continue;
    if (settings.Enabled) methods.add(name);
    else methods.delete(name);
  }
  const preferred = sms?.PreferredMfa ? 'SMS_MFA' : software?.PreferredMfa ? 'SOFTWARE_TOKEN_MFA' : undefined;
  const kept = user.PreferredMfaSetting && methods.has(user.PreferredMfaSetting) ? user.PreferredMfaSetting : undefined;
  return { UserMFASettingList: [...methods], PreferredMfaSetting: preferred ?? kept };
}

Targets.AdminSetUserMFAPreference =
  ({ cognito }: Services) =>
  async (ctx: unknown, request: AdminSetUserMfaPreferenceRequest) => {
    const pool = await cognito.getUserPool(ctx, request.UserPoolId);
    const user = await pool.getUserByUsername(ctx, request.Username);
    if (!user) throw new errors.UserNotFoundError('User does not exist.');
    const changed = applyMfaPreference(user, request);
    if (typeof changed === 'string') throw new errors.InvalidParameterError(changed);
    await pool.saveUser(ctx, { ...user, ...changed });
    return {};
  };
