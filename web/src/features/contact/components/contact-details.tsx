import { BUSINESS } from '@shop/shared/business';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { useSiteSettings } from '../../../lib/site-settings/use-site-settings.ts';

/** Phones, address, office hours and the response guarantee from shared/src/business.ts; the email staff saved in Settings. */
export function ContactDetails() {
  const { contact_email } = useSiteSettings();
  return (
    <div className="contact-aside">
      <section className="contact-panel" aria-labelledby="contact-details-heading">
        <h2 id="contact-details-heading">Contact Details</h2>
        <ul className="contact-lines">
          <li>
            <PhoneIcon size={20} />
            <div>
              <span className="contact-line-label">Phone</span>
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
              <span className="contact-line-label">Email</span>
              <a href={`mailto:${contact_email}`}>{contact_email}</a>
            </div>
          </li>
          <li>
            <MapPinIcon size={20} />
            <div>
              <span className="contact-line-label">Office</span>
              <address>{BUSINESS.address}</address>
            </div>
          </li>
        </ul>
      </section>
      <section className="contact-panel" aria-labelledby="office-hours-heading">
        <h2 id="office-hours-heading">
          <ClockIcon size={20} /> Office Hours
        </h2>
        <ul className="hours-list">
          {BUSINESS.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="contact-panel contact-guarantee" aria-labelledby="guarantee-heading">
        <h2 id="guarantee-heading">
          <ShieldIcon size={20} /> Response Guarantee
        </h2>
        <p>
          We answer every message within {BUSINESS.replyWithinHours} hours, and urgent matters within{' '}
          {BUSINESS.urgentReplyWithinHours} hours during office hours.
        </p>
      </section>
    </div>
  );
}
