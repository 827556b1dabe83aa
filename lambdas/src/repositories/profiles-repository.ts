import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProfileUpdate } from '@shop/shared/accounts/profile';
import { setExpression } from '../db/set-expression.ts';
import { accountKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { fromProfileItem, PROFILE_FIELDS, type StoredProfile } from './profile-item.ts';

export { PROFILE_FIELDS, type ProfileField, type StoredProfile } from './profile-item.ts';

export function profilesRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string) => tableKey(accountKeys.pk(sub), accountKeys.profileSk);

  return {
    async get(sub: string): Promise<StoredProfile | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(sub) }));
      return Item ? fromProfileItem(Item) : undefined;
    },

    /** Sets only the fields sent (one UpdateItem, so two tabs saving different fields both keep theirs). */
    async update(sub: string, changes: ProfileUpdate, updatedAt: string): Promise<StoredProfile> {
      const values: Record<string, unknown> = { updated_at: updatedAt };
      for (const field of PROFILE_FIELDS) values[field] = changes[field];
      const { Attributes } = await db.send(
        new UpdateCommand({ TableName: table, Key: key(sub), ...setExpression(values), ReturnValues: 'ALL_NEW' }),
      );
      return fromProfileItem(Attributes ?? {});
    },

    /**
     * Stores the names given at sign-up, each only where the profile has none yet (if_not_exists), so a name the
     * user saved is never overwritten by a late or repeated confirmation.
     */
    async adoptSignUpNames(sub: string, names: { first_name?: string; last_name?: string }, at: string) {
      const given = Object.entries(names).filter(([, value]) => value);
      if (given.length === 0) return;
      const sets = given.map((_given, index) => `#f${index} = if_not_exists(#f${index}, :v${index})`);
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: key(sub),
          UpdateExpression: `SET ${[...sets, '#updated = if_not_exists(#updated, :at)'].join(', ')}`,
          ExpressionAttributeNames: {
            ...Object.fromEntries(given.map(([field], index) => [`#f${index}`, field])),
            '#updated': 'updated_at',
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(given.map(([, value], index) => [`:v${index}`, value])),
            ':at': at,
          },
        }),
      );
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
