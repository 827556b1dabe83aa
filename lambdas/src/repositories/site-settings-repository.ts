import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PlotSetbacksInput, StoredBuildCostRates } from '@shop/shared/build/build-settings-input';
import { DEFAULT_SITE_SETTINGS, type EditableSiteSettings } from '@shop/shared/settings/site-settings';
import { setExpression } from '../db/set-expression.ts';
import { siteSettingsKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** The settings as stored: every editable setting (defaults filled in), and who saved them last. */
export interface StoredSiteSettings extends EditableSiteSettings {
  updated_at: string;
  updated_by: string;
}

const KEY = tableKey(siteSettingsKeys.pk, siteSettingsKeys.sk);

/** Settings that are objects: a stored one is used only when its whole shape is right. */
const SHAPE_CHECKS: Record<string, (value: unknown) => boolean> = {
  plot_setbacks: (value) => PlotSetbacksInput.safeParse(value).success,
  build_cost_rates: (value) => StoredBuildCostRates.safeParse(value).success,
};

/** A stored value is used only when it has the default's type; anything else reads as the default. */
function fromSettingsItem(item: Record<string, unknown> | undefined): StoredSiteSettings {
  const stored: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(DEFAULT_SITE_SETTINGS)) {
    const value = item?.[name];
    if (value === undefined || typeof value !== typeof fallback) continue;
    if (SHAPE_CHECKS[name] && !SHAPE_CHECKS[name](value)) continue;
    stored[name] = value;
  }
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...(stored as Partial<EditableSiteSettings>),
    updated_at: typeof item?.updated_at === 'string' ? item.updated_at : '',
    updated_by: typeof item?.updated_by === 'string' ? item.updated_by : '',
  };
}

/**
 * The shop's settings, defaults when staff never saved any (so `online_payments_enabled` is true on a
 * fresh shop). Used by checkout (payments initialise), mail senders and the settings routes.
 */
export async function readSiteSettings(db: DynamoDBDocumentClient, table: string): Promise<StoredSiteSettings> {
  const { Item } = await db.send(new GetCommand({ TableName: table, Key: KEY }));
  return fromSettingsItem(Item);
}

export function siteSettingsRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    read: () => readSiteSettings(db, table),

    /** Sets only the settings sent (each tab saves its own), in one UpdateItem. */
    async update(
      changes: Partial<EditableSiteSettings>,
      updatedAt: string,
      updatedBy: string,
    ): Promise<StoredSiteSettings> {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: KEY,
          ...setExpression({ ...changes, entity: 'settings', updated_at: updatedAt, updated_by: updatedBy }),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromSettingsItem(Attributes);
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof siteSettingsRepository>;
