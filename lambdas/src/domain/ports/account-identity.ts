/** What the pool knows about a person that the shop does not store: part of their data export. */
export interface IdentityFacts {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  created_at: string;
  updated_at: string;
  status: string;
  enabled: boolean;
  /** Second factors on the account (SOFTWARE_TOKEN_MFA for an authenticator app). */
  second_factors: string[];
}

/** The user pool as closing an account needs it. */
export interface AccountIdentity {
  /** The account's facts, or undefined when the pool has no such user. */
  facts(sub: string): Promise<IdentityFacts | undefined>;
  /** Whether the password is the account's (a second-factor challenge means it was). */
  passwordMatches(email: string, password: string): Promise<boolean>;
  /** Ends the account's sessions and deletes it from the pool; deleting one already gone is no error. */
  remove(sub: string): Promise<void>;
}
