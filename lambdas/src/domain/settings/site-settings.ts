import { CURRENCY } from '@shop/shared/constants';
import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';
import type { SiteSettingsUpdate } from '@shop/shared/settings/site-settings-update';
import type { Caller } from '../../auth/caller.ts';
import type { SiteSettingsRepository, StoredSiteSettings } from '../../repositories/site-settings-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export interface SiteSettingsDeps {
  settings: SiteSettingsRepository;
  /** Paystack's public key, set by the operator in the deployment (read-only for staff). */
  paystackPublicKey: string;
}

export function withReadOnlyParts(stored: StoredSiteSettings, paystackPublicKey: string): AdminSiteSettings {
  return { ...stored, paystack_public_key: paystackPublicKey, default_currency: CURRENCY };
}

export async function getSiteSettings(deps: SiteSettingsDeps): Promise<AdminSiteSettings> {
  return withReadOnlyParts(await deps.settings.read(), deps.paystackPublicKey);
}

/** Saves the settings sent and records which ones changed, from what to what. */
export async function updateSiteSettings(
  deps: SiteSettingsDeps & { audit: AuditLog; now: () => Date },
  caller: Caller,
  changes: SiteSettingsUpdate,
): Promise<AdminSiteSettings> {
  const before = await deps.settings.read();
  const now = deps.now().toISOString();
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // Rates are dated the day they last changed: the shop shows that date beside every estimate.
  const { build_cost_rates: rates, ...rest } = changes;
  const ratesChanged = rates !== undefined && !same(before.build_cost_rates.rows, rates.rows);
  const stored = ratesChanged ? { ...rest, build_cost_rates: { rows: rates.rows, set_on: now.slice(0, 10) } } : rest;
  const saved = await deps.settings.update(stored, now, caller.email ?? caller.sub);
  const changed = Object.fromEntries(
    Object.entries(stored)
      .filter(([name, value]) => !same(before[name as keyof StoredSiteSettings], value))
      .map(([name, value]) => [name, { from: before[name as keyof StoredSiteSettings], to: value }]),
  );
  await deps.audit.record(caller, {
    action: 'settings.update',
    target_type: 'settings',
    target_id: 'site',
    summary: `Settings changed: ${Object.keys(changed).join(', ') || 'nothing new'}`,
    changes: changed,
  });
  return withReadOnlyParts(saved, deps.paystackPublicKey);
}
