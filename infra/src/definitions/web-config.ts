/**
 * What the deployed site serves at /config.json for the web app to read at start-up. The CDK site
 * construct writes it; the offline stack can serve the same shape.
 */
export const AUTH_FLOWS = ['srp', 'password'] as const;
/** `srp`: Amplify's default USER_SRP_AUTH (AWS); `password`: USER_PASSWORD_AUTH (cognito-local has no SRP). */
export type AuthFlow = (typeof AUTH_FLOWS)[number];

export interface WebConfig {
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  authFlow: AuthFlow;
  /** Offline only: cognito-local's address (on AWS Amplify derives Cognito's from the pool id's region). */
  endpoint?: string;
}

export const WEB_CONFIG_FILE = 'config.json';
