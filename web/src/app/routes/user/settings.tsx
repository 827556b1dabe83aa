import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { DataSaverCard } from '../../../features/accounts/components/data-saver-card.tsx';
import { PreferencesForm } from '../../../features/accounts/components/preferences-form.tsx';
import { SecuritySettings } from '../../../features/accounts/components/security-settings.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { userSettingsQueryOptions } from '../../../lib/account-queries.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { LoadError } from './load-error.tsx';
import '../../../features/accounts/accounts.css';
import { t } from '../../../i18n/i18n.ts';

/** /user/settings: preferences and security, saved with the account and applied across the site. */
export function SettingsRoute() {
  useDocumentMeta(t('Settings'));
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { hash } = useLocation();
  const settingsQuery = useQuery({ ...userSettingsQueryOptions(userId), enabled: userId !== '' });
  const loaded = Boolean(settingsQuery.data);

  // "Change Password" on the profile links to #security: bring that card into view once it exists.
  useEffect(() => {
    if (!loaded || hash !== '#security') return;
    const card = document.getElementById('security');
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [loaded, hash]);

  return (
    <>
      <AccountPageHeader title={t('Settings')} lead={t('Your preferences and the security of your account.')} />
      {settingsQuery.data ? (
        <div className="account-grid">
          <PreferencesForm userId={userId} settings={settingsQuery.data} />
          <SecuritySettings userId={userId} settings={settingsQuery.data} />
          <DataSaverCard />
        </div>
      ) : settingsQuery.isError ? (
        <LoadError what={t('your settings')} onRetry={() => settingsQuery.refetch()} />
      ) : (
        <Spinner label={t('Loading your settings...')} />
      )}
    </>
  );
}
