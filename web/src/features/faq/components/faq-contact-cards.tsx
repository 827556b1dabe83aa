import { BUSINESS } from '@shop/shared/business';
import { Link } from 'react-router-dom';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';

const [firstPhone = ''] = BUSINESS.phones;
/** wa.me wants the number in international form without + or spaces. */
export const WHATSAPP_URL = `https://wa.me/${firstPhone.replace(/\D/g, '')}`;

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M4 19.5l1.3-3.9A8 8 0 1 1 8.6 19z M9 10h6M9 13.5h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** 'Still have questions?': phone, email and live chat (WhatsApp, or the contact form). */
export function FaqContactCards() {
  return (
    <section className="section section-tinted" aria-labelledby="faq-contact-heading">
      <div className="container">
        <header className="section-header">
          <h2 id="faq-contact-heading">Still Have Questions?</h2>
          <p>
            Our team replies within {BUSINESS.replyWithinHours} hours, and within {BUSINESS.urgentReplyWithinHours}{' '}
            hours for urgent matters.
          </p>
        </header>
        <ul className="contact-cards">
          <li className="feature-card contact-card">
            <span className="feature-icon">
              <PhoneIcon size={24} />
            </span>
            <h3>Call Us</h3>
            <p>{BUSINESS.hours.join(' · ')}</p>
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
            <h3>Email Us</h3>
            <p>Send us your question, plot details or drawings.</p>
            <a href={`mailto:${BUSINESS.email}`} className="contact-card-link">
              {BUSINESS.email}
            </a>
          </li>
          <li className="feature-card contact-card">
            <span className="feature-icon">
              <ChatIcon />
            </span>
            <h3>Live Chat</h3>
            <p>Chat with our team on WhatsApp during office hours, or leave us a message any time.</p>
            <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className="button button-primary">
              Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <Link to={paths.contact.getHref()} className="contact-card-link">
              Use the contact form
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
