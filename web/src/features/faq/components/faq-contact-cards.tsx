import { BUSINESS } from '@shop/shared/business';
import { Link } from 'react-router-dom';
import type { IconDrawing } from '../../../components/ui/icon-paths.ts';
import { Icon, MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';

const [firstPhone = ''] = BUSINESS.phones;
/** The office hours exactly as shared/ writes them (type-checked), marked so each is translated where shown. */
const OFFICE_HOURS = [
  msg('Mon-Fri 8AM-6PM'),
  msg('Sat 9AM-4PM'),
  msg('Sun closed'),
] as const satisfies typeof BUSINESS.hours;
/** wa.me wants the number in international form without + or spaces. */
export const WHATSAPP_URL = `https://wa.me/${firstPhone.replace(/\D/g, '')}`;

/** A speech bubble with two lines of text. */
const CHAT: IconDrawing = 'M4 19.5l1.3-3.9A8 8 0 1 1 8.6 19z M9 10h6M9 13.5h4';

/** 'Still have questions?': phone, email and live chat (WhatsApp, or the contact form). */
export function FaqContactCards() {
  return (
    <PageSection
      id="faq-contact-heading"
      title={t('Still Have Questions?')}
      lead={t('Our team replies within {hours} hours, and within {urgentHours} hours for urgent matters.', {
        hours: BUSINESS.replyWithinHours,
        urgentHours: BUSINESS.urgentReplyWithinHours,
      })}
      tinted
    >
      <ul className="contact-cards">
        <li className="feature-card contact-card">
          <span className="feature-icon">
            <PhoneIcon size={24} />
          </span>
          <h3>{t('Call Us')}</h3>
          {/* i18next-instrument-ignore-next-line */}
          <p>{OFFICE_HOURS.map((line) => t(line)).join(' · ')}</p>
          {BUSINESS.phones.map((phone) => (
            <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`} className="contact-card-link">
              {phone}
            </a>
          ))}
        </li>
        <li className="feature-card contact-card">
          <span className="feature-icon">
            <MailIcon size={24} />
          </span>
          <h3>{t('Email Us')}</h3>
          <p>{t('Send us your question, plot details or drawings.')}</p>
          <a href={`mailto:${BUSINESS.email}`} className="contact-card-link">
            {BUSINESS.email}
          </a>
        </li>
        <li className="feature-card contact-card">
          <span className="feature-icon">
            <Icon drawing={CHAT} size={24} />
          </span>
          <h3>{t('Live Chat')}</h3>
          <p>{t('Chat with our team on WhatsApp during office hours, or leave us a message any time.')}</p>
          <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className="button button-primary">
            {t('Chat on WhatsApp')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
          <Link to={paths.contact.getHref()} className="contact-card-link">
            {t('Use the contact form')}
          </Link>
        </li>
      </ul>
    </PageSection>
  );
}
