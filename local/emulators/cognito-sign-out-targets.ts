import { createRequire } from 'node:module';

/*
 * Preloaded into the cognito-local child (`--import`), beside cognito-mfa-targets.ts. cognito-local 5.3 has
 * AdminDeleteUser and DeleteUser (closing an account) but not AdminUserGlobalSignOut, which ending a user's sessions
 * calls (a disabled or demoted user, a second-factor reset, a closed account). Added here: like Cognito, it ends every
 * refresh token the user holds, so no new token is issued from an old sign-in.
 */
interface StoredUser {
  Username: string;
  RefreshTokens?: string[];
}
interface UserPool {
  getUserByUsername(ctx: unknown, username: string): Promise<StoredUser | null>;
  saveUser(ctx: unknown, user: StoredUser): Promise<void>;
}
interface Services {
  cognito: { getUserPool(ctx: unknown, id: string): Promise<UserPool> };
}

const require = createRequire(import.meta.url);
const { Targets } = require('cognito-local/lib/targets/targets.js') as { Targets: Record<string, unknown> };
const errors = require('cognito-local/lib/errors.js') as { UserNotFoundError: new (message?: string) => Error };

/** The user as stored after a global sign-out: no refresh token left. */
export function signedOutEverywhere(user: StoredUser): StoredUser {
  return { ...user, RefreshTokens: [] };
}

Targets.AdminUserGlobalSignOut =
  ({ cognito }: Services) =>
  async (ctx: unknown, request: { UserPoolId: string; Username: string }) => {
    const pool = await cognito.getUserPool(ctx, request.UserPoolId);
    const user = await pool.getUserByUsername(ctx, request.Username);
    if (!user) throw new errors.UserNotFoundError('User does not exist.');
    await pool.saveUser(ctx, signedOutEverywhere(user));
    return {};
  };
