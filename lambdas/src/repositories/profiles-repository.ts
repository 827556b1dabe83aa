import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProfileUpdate } from '@shop/shared/accounts/profile-update';
import { updateExpression } from '../db/set-expression.ts';
import { fromProfileItem, PROFILE_FIELDS, profileEntity, type StoredProfile } from './profile-item.ts';

export { PROFILE_FIELDS, type ProfileField, type StoredProfile } from './profile-item.ts';

export function profilesRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string) => profileEntity.key({ sub });

  return {
    async get(sub: string): Promise<StoredProfile | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(sub) }));
      return Item ? fromProfileItem(Item) : undefined;
    },

    /** Sets only the fields sent (one UpdateItem, so two tabs saving different fields both keep theirs). */
    async update(sub: string, changes: ProfileUpdate, updatedAt: string): Promise<StoredProfile> {
      const values: StoredProfile & { updated_at: string } = { updated_at: updatedAt };
      for (const field of PROFILE_FIELDS) values[field] = changes[field];
      const update = updateExpression(profileEntity.update(values));
      const { Attributes } = await db.send(
        new UpdateCommand({ TableName: table, Key: key(sub), ...update, ReturnValues: 'ALL_NEW' }),
      );
      return fromProfileItem(Attributes ?? {});
    },

    /**
     * Stores the names given at sign-up, each only where the profile has none yet (if_not_exists), so a name the
     * user saved is never overwritten by a late or repeated confirmation.
     */
    async adoptSignUpNames(sub: string, names: { first_name?: string; last_name?: string }, at: string) {
      const given = Object.fromEntries(Object.entries(names).filter(([, value]) => value));
      if (Object.keys(given).length === 0) return;
      const update = updateExpression({ setIfAbsent: { ...given, updated_at: at } });
      await db.send(new UpdateCommand({ TableName: table, Key: key(sub), ...update }));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
