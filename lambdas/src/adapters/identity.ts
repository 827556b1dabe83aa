import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ENV_NAMES, optionalEnv, requiredEnv } from '../config/env.ts';
import type { IdentityDirectory, IdentityUser } from '../domain/ports/identity.ts';
import { awsClientOptions } from '../outbound/aws-client-options.ts';
import { isUserNotFound, poolUser } from './pool-user.ts';

export type { IdentityDirectory, IdentityUser };

/** Created once per Lambda container; offline, COGNITO_ENDPOINT points it at cognito-local. */
let client: CognitoIdentityProviderClient | undefined;

export function cognitoClient(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    ...awsClientOptions(),
    endpoint: optionalEnv(ENV_NAMES.cognitoEndpoint),
  });
  return client;
}

export function userPoolId(): string {
  return requiredEnv(ENV_NAMES.userPoolId);
}

/**
 * The pool's admin API, asked by sub: with email sign-in Cognito's username is the sub (and
 * cognito-local's AdminListGroupsForUser only finds users by it).
 */
export function cognitoIdentity(cognito: CognitoIdentityProviderClient, poolId: string): IdentityDirectory {
  return {
    async getUser(sub) {
      const user = await poolUser(cognito, poolId, sub);
      if (!user) return undefined;
      const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
      return {
        sub: attribute('sub') ?? sub,
        email: attribute('email') ?? '',
        givenName: attribute('given_name'),
        familyName: attribute('family_name'),
        createdAt: user.UserCreateDate?.toISOString() ?? '',
      };
    },

    async groupsOf(sub) {
      const groups: string[] = [];
      let nextToken: string | undefined;
      try {
        do {
          const page = await cognito.send(
            new AdminListGroupsForUserCommand({ UserPoolId: poolId, Username: sub, NextToken: nextToken }),
          );
          for (const group of page.Groups ?? []) if (group.GroupName) groups.push(group.GroupName);
          nextToken = page.NextToken;
        } while (nextToken);
      } catch (error) {
        if (isUserNotFound(error)) return [];
        throw error;
      }
      return groups;
    },
  };
}
