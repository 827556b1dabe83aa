import { BUSINESS } from '@shop/shared/business';
import { CONTACT_SUCCESS_TEXT, CONTACT_SUCCESS_TITLE } from '@shop/shared/content/contact';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '../../../components/ui/account-icons.tsx';
import { ClockIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../i18n/i18n.ts';

/** After a message is sent (/contact?success=true): the thanks and the 24-hour reply promise. */
export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="contact-success">
      <span className="contact-success-icon" aria-hidden="true">
        <CheckIcon size={32} strokeWidth={2.5} strokeLinejoin="miter" />
      </span>
      <h2 ref={headingRef} tabIndex={-1}>
        {/* i18next-instrument-ignore-next-line */}
        {t(CONTACT_SUCCESS_TITLE)}
      </h2>
      {/* i18next-instrument-ignore-next-line */}
      <p>{t(CONTACT_SUCCESS_TEXT)}</p>
      <div className="reply-panel">
        <ClockIcon size={24} />
        <div>
          <h3>{t('We reply within {hours} hours', { hours: BUSINESS.replyWithinHours })}</h3>
          <p>
            {t(
              'A member of our team will answer by email or phone within {hours} hours. If your matter is urgent, call us on',
              {
                hours: BUSINESS.replyWithinHours,
              },
            )}{' '}
            <a href={`tel:${BUSINESS.phones[0].replace(/\s/g, '')}`}>{BUSINESS.phones[0]}</a>{' '}
            {t('and we will get back to you within {hours} hours.', { hours: BUSINESS.urgentReplyWithinHours })}
          </p>
        </div>
      </div>
      <button type="button" className="button button-outline" onClick={onSendAnother}>
        {t('Send Another Message')}
      </button>
    </div>
  );
}
