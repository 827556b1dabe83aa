import { useId } from 'react';
import { LockIcon, LogOutIcon } from '../../../components/ui/account-icons.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { AccountCard } from './account-card.tsx';
import { TwoFactorRow } from './two-factor-row.tsx';

/** Account Security on the profile: the password is changed in settings; two-factor is not offered yet (and says so). */
export function AccountSecurity() {
  const id = useId();
  return (
    <AccountCard
      headingId={`${id}-heading`}
      title={
        <>
          <ShieldIcon size={20} /> {t('Account Security')}
        </>
      }
    >
      <div className="setting-row">
        <div>
          <h3>{t('Password')}</h3>
          <p>{t('Change the password you log in with.')}</p>
        </div>
        <ButtonLink to={paths.userSettings.getHref('security')} variant="outline" size="small">
          <LockIcon size={16} /> {t('Change Password')}
        </ButtonLink>
      </div>
      <TwoFactorRow />
    </AccountCard>
  );
}

/** 'Account Deactivation' holds Sign Out; closing the account for good is the 'Close Account' card beside it. */
export function AccountDeactivation({ onSignOut }: { onSignOut: () => void }) {
  const id = useId();
  return (
    <AccountCard headingId={`${id}-heading`} title={t('Account Deactivation')}>
      <p className="muted card-text">
        {t('Sign out of your account on this device. To close your account for good, use Close Account below.')}
      </p>
      <div className="form-actions">
        <button type="button" className="button button-outline button-danger" onClick={onSignOut}>
          <LogOutIcon size={18} /> {t('Sign Out')}
        </button>
        <ButtonLink to={paths.contact.getHref()} variant="ghost">
          {t('Contact Us')}
        </ButtonLink>
      </div>
    </AccountCard>
  );
}
