import type { AccountStatus } from '@shop/shared/admin/users';

/** The user pool as the domain sees it (adapters/identity*.ts answer from Cognito). */

/** A user as Cognito knows them: the facts the shop does not store itself. */
export interface IdentityUser {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
  /** When the account was created (member since), ISO 8601. */
  createdAt: string;
}

/** Read-only questions the shop asks the user pool. */
export interface IdentityDirectory {
  /** The user, or undefined when the pool has no such user. */
  getUser(sub: string): Promise<IdentityUser | undefined>;
  /** The user's group names (their roles); none for a missing user. */
  groupsOf(sub: string): Promise<string[]>;
}

/** A user account as staff manage it: Cognito's facts, including whether sign-in is enabled. */
export interface IdentityAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  createdAt: string;
  enabled: boolean;
  status: AccountStatus;
}

export interface AccountPage {
  accounts: IdentityAccount[];
  /** Cognito's token for the next page, or undefined on the last one. */
  nextToken?: string;
}

export interface NewAccount {
  email: string;
  givenName?: string;
  familyName?: string;
}

/** The pool's admin API as User Management needs it (the `identity: 'write'` rows). */
export interface IdentityAdmin extends IdentityDirectory {
  getAccount(sub: string): Promise<IdentityAccount | undefined>;
  /** One page of accounts; `emailPrefix` keeps those whose email starts with it. */
  listAccounts(page: { limit: number; token?: string; emailPrefix?: string }): Promise<AccountPage>;
  /** One page of a group's members. */
  listGroupPage(group: string, page: { limit: number; token?: string }): Promise<AccountPage>;
  /** Every member of a group (staff groups are small). */
  groupMembers(group: string): Promise<IdentityAccount[]>;
  addToGroup(sub: string, group: string): Promise<void>;
  removeFromGroup(sub: string, group: string): Promise<void>;
  setEnabled(sub: string, enabled: boolean): Promise<void>;
  /** Creates the account; Cognito emails a temporary password. Throws UsernameExistsException when taken. */
  invite(account: NewAccount): Promise<IdentityAccount>;
}

/** How many accounts the pool holds, and when each was created. */
export interface UserCensus {
  /** Creation time (ISO 8601) of every account in the pool. */
  creationDates(): Promise<string[]>;
}

/** Ends a user's sessions when staff take something away from them (a role, or sign-in). */
export interface SessionEnder {
  endSessions(sub: string, reason: string): Promise<void>;
}

/** Users' second factor in the pool (an authenticator app). */
export interface SecondFactors {
  /**
   * Turns the user's authenticator app on (as their preferred factor) or off. Turning on throws InvalidInputError
   * when no code from the app was confirmed yet.
   */
  setSoftwareToken(sub: string, enabled: boolean): Promise<void>;
}
