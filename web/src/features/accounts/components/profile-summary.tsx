import { displayName, type Profile } from '@shop/shared/accounts/profile';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { PROFILE_ROLE_LABELS } from '../utils/role-labels.ts';
import { AvatarUpload } from './avatar-upload.tsx';

/** Who this is: picture, name, email, role, member since, phone and place. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const timeZone = useTimeZone();
  const name = displayName(profile);
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  const memberSince = formatDate(profile.created_at, timeZone);
  return (
    <section className="card profile-summary" aria-labelledby="profile-name">
      <AvatarUpload userId={profile.user_id} name={name} url={profile.avatar_url} />
      <div className="profile-summary-text">
        <h2 id="profile-name" className="profile-name">
          {name}
        </h2>
        {/* i18next-instrument-ignore-next-line */}
        <RoleBadge role={profile.role} label={t(PROFILE_ROLE_LABELS[profile.role])} />
        <ul className="profile-facts">
          <li>
            <MailIcon size={16} />
            <span className="visually-hidden">{t('Email:')} </span>
            {profile.email}
          </li>
          {memberSince ? <li>{t('Member since {date}', { date: memberSince })}</li> : null}
          {profile.phone ? (
            <li>
              <PhoneIcon size={16} />
              <span className="visually-hidden">{t('Phone:')} </span>
              {profile.phone}
            </li>
          ) : null}
          {place ? (
            <li>
              <MapPinIcon size={16} />
              <span className="visually-hidden">{t('Location:')} </span>
              {place}
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
