import { type CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { UserCensus } from '../domain/ports/identity.ts';

export type { UserCensus };

/** Cognito's largest ListUsers page. */
const PAGE = 60;

/**
 * Counts accounts by reading the pool page by page, asking for one attribute only. Exact and the same offline
 * (cognito-local) and on AWS, where DescribeUserPool's EstimatedNumberOfUsers is only an estimate; the cost is
 * one call per 60 accounts (see docs/decisions/0010-analytics-aggregates.md for when to replace it).
 */
export function cognitoUserCensus(cognito: CognitoIdentityProviderClient, poolId: string): UserCensus {
  return {
    async creationDates() {
      const dates: string[] = [];
      let token: string | undefined;
      do {
        const page = await cognito.send(
          new ListUsersCommand({ UserPoolId: poolId, Limit: PAGE, PaginationToken: token, AttributesToGet: ['sub'] }),
        );
        for (const user of page.Users ?? []) {
          dates.push(user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : '');
        }
        token = page.PaginationToken || undefined;
      } while (token);
      return dates;
    },
  };
}
