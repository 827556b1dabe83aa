import { createRequire } from 'node:module';

/*
 * Preloaded into the cognito-local child (`--import`), beside the other target files. Cognito marks the address
 * verified when a person confirms their sign-up with the code mailed to it (the pool verifies email); cognito-local
 * 5.3 confirms the user but leaves `email_verified` unset, so its ID tokens said the address was never confirmed.
 */
interface Attribute {
  Name: string;
  Value?: string;
}
interface StoredUser {
  Username: string;
  Attributes?: Attribute[];
}
interface UserPool {
  getUserByUsername(ctx: unknown, username: string): Promise<StoredUser | null>;
  saveUser(ctx: unknown, user: StoredUser): Promise<void>;
}
interface Services {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool> };
}
type Target = (
  services: Services,
) => (ctx: unknown, request: { ClientId: string; Username: string }) => Promise<unknown>;

const require = createRequire(import.meta.url);
const { Targets } = require('cognito-local/lib/targets/targets.js') as { Targets: Record<string, Target> };

/** The user with their address marked verified, as confirming by the mailed code leaves them on Cognito. */
export function withVerifiedEmail(user: StoredUser): StoredUser {
  const others = (user.Attributes ?? []).filter((attribute) => attribute.Name !== 'email_verified');
  return { ...user, Attributes: [...others, { Name: 'email_verified', Value: 'true' }] };
}

const confirmSignUp = Targets.ConfirmSignUp;
if (confirmSignUp) {
  Targets.ConfirmSignUp = (services) => {
    const confirm = confirmSignUp(services);
    return async (ctx, request) => {
      const answer = await confirm(ctx, request);
      const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
      const user = await pool.getUserByUsername(ctx, request.Username);
      if (user) await pool.saveUser(ctx, withVerifiedEmail(user));
      return answer;
    };
  };
}
