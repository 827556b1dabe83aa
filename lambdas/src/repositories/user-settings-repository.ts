import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_USER_SETTINGS, type UserSettings, type UserSettingsUpdate } from '@shop/shared/accounts/user-settings';
import { setExpression } from '../db/set-expression.ts';
import { accountKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

const SETTING_NAMES = Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[];

/** The settings item's own attributes only (no keys or timestamps); values are checked by the domain. */
export type StoredSettings = Partial<Record<keyof UserSettings, unknown>>;

function fromSettingsItem(item: Record<string, unknown>): StoredSettings {
  const settings: StoredSettings = {};
  for (const name of SETTING_NAMES) if (name in item) settings[name] = item[name];
  return settings;
}

export function userSettingsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string) => tableKey(accountKeys.pk(sub), accountKeys.settingsSk);

  return {
    async get(sub: string): Promise<StoredSettings | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(sub) }));
      return Item ? fromSettingsItem(Item) : undefined;
    },

    /** Sets only the settings sent, keeping the others as stored; returns the item as it now is. */
    async update(sub: string, changes: UserSettingsUpdate, updatedAt: string): Promise<StoredSettings> {
      const values: Record<string, unknown> = { updated_at: updatedAt };
      for (const name of SETTING_NAMES) values[name] = changes[name];
      const { Attributes } = await db.send(
        new UpdateCommand({ TableName: table, Key: key(sub), ...setExpression(values), ReturnValues: 'ALL_NEW' }),
      );
      return fromSettingsItem(Attributes ?? {});
    },
  };
}

export type UserSettingsRepository = ReturnType<typeof userSettingsRepository>;
