import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { AccountDeactivation, AccountSecurity } from '../../../features/accounts/components/account-security.tsx';
import { AccountStatsGrid } from '../../../features/accounts/components/account-stats.tsx';
import { CloseMyAccount, DownloadMyData } from '../../../features/accounts/components/data-rights.tsx';
import { PersonalInfoForm } from '../../../features/accounts/components/personal-info-form.tsx';
import { ProfileSummary } from '../../../features/accounts/components/profile-summary.tsx';
import { accountStatsFrom } from '../../../features/accounts/utils/account-stats.ts';
import { getUserAnalyticsQueryOptions } from '../../../features/dashboard/api/get-user-analytics.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { profileQueryOptions } from '../../../lib/account-queries.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { LoadError } from './load-error.tsx';
import '../../../features/accounts/accounts.css';
import { t } from '../../../i18n/i18n.ts';

/** /user/profile: who you are, your figures, your details (editable), security. */
export function ProfileRoute() {
  useDocumentMeta(t('My Profile'));
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const showToast = useToast();
  const profileQuery = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  // The same figures as the dashboard, from the same cached query.
  const analytics = useQuery({ ...getUserAnalyticsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const stats = accountStatsFrom(analytics.data);

  const onSignOut = async () => {
    await signOut();
    showToast(t('You have been signed out.'));
    navigate(paths.home.getHref());
  };

  // The server closed the account and refuses its tokens: forget the session here and say so on the home page.
  const onClosed = async () => {
    await signOut();
    showToast({ title: t('Your account is closed'), description: t('We have sent a confirmation to your email.') });
    navigate(paths.home.getHref());
  };

  return (
    <>
      <AccountPageHeader title={t('My Profile')} lead={t('Your details, your picture and how you sign in.')} />
      {profileQuery.data ? (
        <div className="account-grid">
          <ProfileSummary profile={profileQuery.data} />
          <section className="card" aria-labelledby="account-stats-heading">
            <div className="card-header">
              <h2 id="account-stats-heading">{t('Account Statistics')}</h2>
            </div>
            <AccountStatsGrid stats={stats} />
          </section>
          <PersonalInfoForm profile={profileQuery.data} />
          <AccountSecurity />
          <AccountDeactivation onSignOut={onSignOut} />
          <DownloadMyData />
          <CloseMyAccount onClosed={onClosed} />
        </div>
      ) : profileQuery.isError ? (
        <LoadError what="your profile" onRetry={() => profileQuery.refetch()} />
      ) : (
        <Spinner label={t('Loading your profile...')} />
      )}
    </>
  );
}
