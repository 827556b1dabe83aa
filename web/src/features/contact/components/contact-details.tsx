import { BUSINESS } from '@shop/shared/business';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useSiteSettings } from '../../../lib/site-settings/use-site-settings.ts';

/** Phones, address, office hours and the response guarantee from shared/src/business.ts; the email staff saved in Settings. */
export function ContactDetails() {
  const { contact_email } = useSiteSettings();
  return (
    <div className="contact-aside">
      <section className="contact-panel" aria-labelledby="contact-details-heading">
        <h2 id="contact-details-heading">{t('Contact Details')}</h2>
        <ul className="contact-lines">
          <li>
            <PhoneIcon size={20} />
            <div>
              <span className="contact-line-label">{t('Phone')}</span>
              {BUSINESS.phones.map((phone) => (
                <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`}>
                  {phone}
                </a>
              ))}
            </div>
          </li>
          <li>
            <MailIcon size={20} />
            <div>
              <span className="contact-line-label">{t('Email')}</span>
              <a href={`mailto:${contact_email}`}>{contact_email}</a>
            </div>
          </li>
          <li>
            <MapPinIcon size={20} />
            <div>
              <span className="contact-line-label">{t('Office')}</span>
              <address>{BUSINESS.address}</address>
            </div>
          </li>
        </ul>
      </section>
      <section className="contact-panel" aria-labelledby="office-hours-heading">
        <h2 id="office-hours-heading">
          <ClockIcon size={20} /> {t('Office Hours')}
        </h2>
        <ul className="hours-list">
          {BUSINESS.hours.map((line) => (
            // i18next-instrument-ignore-next-line
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
      </section>
      <section className="contact-panel contact-guarantee" aria-labelledby="guarantee-heading">
        <h2 id="guarantee-heading">
          <ShieldIcon size={20} /> {t('Response Guarantee')}
        </h2>
        <p>
          {t(
            'We answer every message within {hours} hours, and urgent matters within {urgentHours} hours during office hours.',
            {
              hours: BUSINESS.replyWithinHours,
              urgentHours: BUSINESS.urgentReplyWithinHours,
            },
          )}
        </p>
      </section>
    </div>
  );
}
