import { t } from '../../../i18n/i18n.ts';
import { NewsletterForm } from './newsletter-form.tsx';

/** Home's 'Stay Updated' band. */
export function StayUpdated() {
  return (
    <section className="section newsletter-band" aria-labelledby="stay-updated-heading">
      <div className="container newsletter-inner">
        <div>
          <h2 id="stay-updated-heading">{t('Stay Updated')}</h2>
          <p>{t('New plans, building tips and offers, straight to your inbox. No spam; unsubscribe any time.')}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
