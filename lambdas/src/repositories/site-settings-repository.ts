import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BuildCostRates } from '@shop/shared/build/build-cost';
import { PlotSetbacksInput, StoredBuildCostRates } from '@shop/shared/build/build-settings-input';
import { TaxRate } from '@shop/shared/invoices/tax-rate';
import { DEFAULT_SITE_SETTINGS, type EditableSiteSettings } from '@shop/shared/settings/site-settings';
import * as z from 'zod/mini';
import { parseItem } from '../db/parse-item.ts';
import { setExpression } from '../db/set-expression.ts';
import { siteSettingsKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** The settings as stored: every editable setting (defaults filled in), and who saved them last. */
export interface StoredSiteSettings extends EditableSiteSettings {
  updated_at: string;
  updated_by: string;
}

const KEY = tableKey(siteSettingsKeys.pk, siteSettingsKeys.sk);

/**
 * A stored value of the wrong type or shape reads as the setting's default. Not `z.catch`: that pulled ~8 KB
 * of zod's issue formatting into every handler that reads the settings (checkout, the plan list).
 */
const orDefault = <T>(schema: z.ZodMiniType<T>, fallback: T) =>
  z.pipe(
    // A setting never saved is absent: it reads as its default too.
    z._default(z.unknown(), null),
    z.transform((value): T => {
      const stored = z.safeParse(schema, value);
      return stored.success ? stored.data : fallback;
    }),
  );

/** Stored rates name a known region; the settings type keeps the region a plain string. */
const storedRates = (): z.ZodMiniType<BuildCostRates> => StoredBuildCostRates;

/**
 * The settings item as read. Unlike other items, a setting that is missing or of the wrong type or shape reads
 * as its default rather than failing: settings saved by an older version must never stop checkout or the
 * settings page. The type makes a new setting fail to compile until it is listed here.
 */
let storedSettingsSchema: z.ZodMiniType<StoredSiteSettings> | undefined;
const storedSettings = () => {
  const fallback = DEFAULT_SITE_SETTINGS;
  storedSettingsSchema ??= z.object({
    site_name: orDefault(z.string(), fallback.site_name),
    site_description: orDefault(z.string(), fallback.site_description),
    contact_email: orDefault(z.string(), fallback.contact_email),
    online_payments_enabled: orDefault(z.boolean(), fallback.online_payments_enabled),
    notify_new_orders: orDefault(z.boolean(), fallback.notify_new_orders),
    notify_new_users: orDefault(z.boolean(), fallback.notify_new_users),
    notify_payment_confirmations: orDefault(z.boolean(), fallback.notify_payment_confirmations),
    require_email_verification: orDefault(z.boolean(), fallback.require_email_verification),
    two_factor_enabled: orDefault(z.boolean(), fallback.two_factor_enabled),
    session_timeout_minutes: orDefault(z.number(), fallback.session_timeout_minutes),
    library_free_reopenings: orDefault(z.number(), fallback.library_free_reopenings),
    // Object settings are used only when their whole shape is right.
    plot_setbacks: orDefault(PlotSetbacksInput, fallback.plot_setbacks),
    build_cost_rates: orDefault(storedRates(), fallback.build_cost_rates),
    tax_rates: orDefault(z.array(TaxRate), fallback.tax_rates),
    prices_include_tax: orDefault(z.boolean(), fallback.prices_include_tax),
    extra_build_share_percent: orDefault(z.number(), fallback.extra_build_share_percent),
    updated_at: orDefault(z.string(), ''),
    updated_by: orDefault(z.string(), ''),
  });
  return storedSettingsSchema;
};

function fromSettingsItem(item: Record<string, unknown> | undefined): StoredSiteSettings {
  return parseItem(storedSettings(), item ?? {}, 'site settings');
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
