import type { SessionTokens } from './test-stack.ts';
import { tokenClaims } from './token-claims.ts';

/** Where Amplify keeps a user pool client's session in local storage. */
const PREFIX = 'CognitoIdentityServiceProvider';

/**
 * The local-storage entries Amplify writes when a password sign-in ends, so a page opened with them finds the
 * session as a returning visitor's browser does. For tests whose subject is not signing in: each role's sign-in
 * through the forms is tested in files of its own (accounts, two-factor, admin, login alerts).
 */
export function savedSession(clientId: string, session: SessionTokens): { name: string; value: string }[] {
  const user = String(tokenClaims(session.accessToken).username ?? session.email);
  const key = (name: string) => `${PREFIX}.${clientId}.${user}.${name}`;
  return [
    { name: `${PREFIX}.${clientId}.LastAuthUser`, value: user },
    { name: key('accessToken'), value: session.accessToken },
    { name: key('idToken'), value: session.idToken },
    ...(session.refreshToken ? [{ name: key('refreshToken'), value: session.refreshToken }] : []),
    { name: key('clockDrift'), value: '0' },
    {
      name: key('signInDetails'),
      value: JSON.stringify({ loginId: session.email, authFlowType: 'USER_PASSWORD_AUTH' }),
    },
  ];
}
