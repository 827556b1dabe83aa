import { EXTRA_BUILD_SHARE_DEFAULT } from '@shop/shared/orders/extra-build-share';
import { LIBRARY_REOPENING } from '@shop/shared/orders/library';
import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';
import { SESSION_TIMEOUT_MINUTES_DEFAULT } from '@shop/shared/settings/site-settings';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminErrorState, AdminTableSkeleton } from '../../../components/admin/admin-states.tsx';
import { formField } from '../../../components/admin/form-parts.tsx';
import { TextInput } from '../../../components/ui/form-field.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { checkedSubmit } from '../../../hooks/checked-submit.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useAdminSiteSettings } from '../api/site-settings.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import {
  SETTINGS_TABS,
  type SettingsFormValues,
  type SettingsTab,
  settingsFormValues,
  TAB_FIELDS,
  tabChanges,
} from '../utils/settings-form.ts';
import { BuildCostsPanel } from './build-costs-panel.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { SettingsPanelForm } from './settings-panel-form.tsx';
import { TaxPanel } from './tax-panel.tsx';

/** /admin/settings: five tabs, each saved on its own with PUT /api/settings (Plot & Build Costs in its own panel). */
export function AdminSettingsPage() {
  const settings = useAdminSiteSettings();
  return (
    <AdminPage title="Settings" summary="Site details, payments, notifications and security options.">
      {settings.isPending ? (
        <AdminTableSkeleton rows={4} label="Loading settings..." />
      ) : settings.isError ? (
        <AdminErrorState message="Failed to load settings" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsTabs settings={settings.data} />
      )}
    </AdminPage>
  );
}

/** The settings the form holds as typed text. */
type TextSetting = {
  [Name in keyof SettingsFormValues]: SettingsFormValues[Name] extends string ? Name : never;
}[keyof SettingsFormValues];

function SettingsTabs({ settings }: { settings: AdminSiteSettings }) {
  const timeZone = useTimeZone();
  const { saveSettings, saving } = useSettingsSave();
  const [tab, setTab] = useState<SettingsTab>('general');
  const { id, values, setValues, errors, setErrors, problem, setProblem, set, fieldId, textProps, showFailure } =
    useFormState(() => settingsFormValues(settings));

  const submit = checkedSubmit(
    { values, setErrors, setProblem },
    (typed) => tabChanges(tab, typed),
    (body) =>
      saveSettings(
        body,
        (saved) => setValues((current) => ({ ...current, ...pick(settingsFormValues(saved), tab) })),
        showFailure,
      ),
  );

  const panel = tabPanelProps(id, tab, 'one');
  // Taxes and Plot & Build Costs keep a form of their own; this one stays in the page, hidden, meanwhile.
  const ownForm = tab === 'build' || tab === 'taxes';

  const field = formField<SettingsFormValues>({ fieldId, errors });

  /** A whole number with bounds; left empty, the shown placeholder (the default) applies. */
  const wholeNumber = (
    name: TextSetting,
    label: string,
    range: { min: number; max: number; fallback: number },
    hint?: string,
  ) =>
    field(
      name,
      label,
      <input
        {...textProps(name)}
        className="input"
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        placeholder={String(range.fallback)}
      />,
      hint,
    );

  const toggle = (name: keyof SettingsFormValues, label: string, hint: string) => (
    <SettingSwitch
      label={label}
      hint={hint}
      checked={values[name] as boolean}
      onChange={(checked) => set(name, checked as never)}
    />
  );

  return (
    <div className="card admin-settings">
      <Tabs
        id={id}
        label="Settings"
        className="tabs admin-tabs"
        tabs={SETTINGS_TABS}
        active={tab}
        onChange={(next) => {
          setTab(next);
          setProblem(null);
        }}
        panels="one"
      />
      {tab === 'taxes' ? (
        <TaxPanel settings={settings} panelId={panel.id} labelledBy={panel['aria-labelledby']} />
      ) : null}
      {tab === 'build' ? (
        <BuildCostsPanel settings={settings} panelId={panel.id} labelledBy={panel['aria-labelledby']} />
      ) : null}
      <SettingsPanelForm
        panelId={ownForm ? undefined : panel.id}
        labelledBy={panel['aria-labelledby']}
        hidden={ownForm}
        onSubmit={submit}
        problem={problem}
        saving={saving}
      >
        {tab === 'general' ? (
          <>
            <TextInput {...textProps('site_name')} label="Site Name" required maxLength={80} error={errors.site_name} />
            {field(
              'site_description',
              'Site Description',
              <textarea {...textProps('site_description')} className="textarea" rows={3} maxLength={300} />,
            )}
            <TextInput
              {...textProps('contact_email')}
              label="Contact Email"
              type="email"
              required
              hint="Shown in the shop and used for the staff notification emails."
              error={errors.contact_email}
            />
          </>
        ) : null}
        {tab === 'payments' ? (
          <>
            <TextInput
              id={`${id}-paystack-key`}
              label="Paystack Public Key"
              readOnly
              value={settings.paystack_public_key || 'Not set'}
              hint="Set by the operator when the shop is deployed; it cannot be changed here."
            />
            <TextInput id={`${id}-currency`} label="Default Currency" readOnly value={settings.default_currency} />
            {toggle(
              'online_payments_enabled',
              'Enable Online Payments',
              'When off, buyers cannot start a new checkout and are asked to contact the shop.',
            )}
            {wholeNumber(
              'extra_build_share_percent',
              'Extra Build Licence (% of the package price)',
              { min: 1, max: 100, fallback: EXTRA_BUILD_SHARE_DEFAULT },
              'What a buyer pays for one more build of a plan they hold, as a share of the price of their package today.',
            )}
            {wholeNumber(
              'library_free_reopenings',
              'Free download reopenings per plan a year',
              { min: 0, max: LIBRARY_REOPENING.maxFreePerYear, fallback: LIBRARY_REOPENING.defaultFreePerYear },
              "How many times a year a buyer may reopen a plan's closed 7-day download window on their own (0: only staff reopen).",
            )}
          </>
        ) : null}
        {tab === 'notifications' ? (
          <>
            {toggle('notify_new_orders', 'New Order Notifications', 'Email staff when an order is paid.')}
            {toggle('notify_new_users', 'New User Registration', 'Email staff when someone creates an account.')}
            {toggle(
              'notify_payment_confirmations',
              'Payment Confirmations',
              'Email buyers a confirmation when their payment succeeds.',
            )}
          </>
        ) : null}
        {tab === 'security' ? (
          <>
            {toggle(
              'require_email_verification',
              'Require Email Verification',
              'New accounts must confirm their email before they can sign in.',
            )}
            {toggle(
              'two_factor_enabled',
              'Enable Two-Factor Authentication',
              'Ask staff for a second factor at sign-in.',
            )}
            {wholeNumber('session_timeout_minutes', 'Session Timeout (minutes)', {
              min: 5,
              max: 10080,
              fallback: SESSION_TIMEOUT_MINUTES_DEFAULT,
            })}
          </>
        ) : null}
      </SettingsPanelForm>
      {settings.updated_at ? (
        <p className="field-hint admin-settings-saved">
          Last saved {formatDate(settings.updated_at, timeZone, { dateStyle: 'medium', timeStyle: 'short' })}
          {settings.updated_by ? ` by ${settings.updated_by}` : ''}.
        </p>
      ) : null}
    </div>
  );
}

function pick(values: SettingsFormValues, tab: SettingsTab): Partial<SettingsFormValues> {
  return Object.fromEntries(TAB_FIELDS[tab].map((name) => [name, values[name]]));
}
