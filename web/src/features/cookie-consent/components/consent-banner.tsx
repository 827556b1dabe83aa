import { Link } from 'react-router-dom';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { chooseConsent, openCookiePreferences } from '../hooks/use-cookie-consent.ts';
import { ACCEPT_ALL, type CookieConsent, REJECT_ALL } from '../utils/consent-storage.ts';

/** The banner's buttons disappear with it; focus goes to the page rather than being lost on <body>. */
function choose(consent: CookieConsent) {
  const hadFocus = document.activeElement?.closest('.consent-banner') !== null;
  chooseConsent(consent);
  if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
}

/** Shown until the visitor chooses. Closing it counts as Reject All. */
export function ConsentBanner() {
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-heading">
      <div className="consent-banner-inner">
        <div className="consent-banner-text">
          <h2 id="consent-banner-heading">{t('We value your privacy')}</h2>
          <p>
            {t(
              'We use necessary cookies to make this site work. With your permission we would also use analytics cookies to learn how the site is used, and marketing cookies to measure our adverts. You can change your mind at any time on our',
            )}{' '}
            <Link to={paths.cookies.getHref()}>{t('Cookie Policy')}</Link>
            {t(' page.')}
          </p>
        </div>
        <div className="consent-banner-actions">
          <button type="button" className="button button-primary" onClick={() => choose(ACCEPT_ALL)}>
            {t('Accept All')}
          </button>
          <button type="button" className="button button-outline" onClick={() => choose(REJECT_ALL)}>
            {t('Reject All')}
          </button>
          <button type="button" className="button button-ghost" onClick={openCookiePreferences}>
            {t('Customize')}
          </button>
        </div>
        <button
          type="button"
          className="icon-button consent-banner-close"
          aria-label={t('Close cookie banner and reject optional cookies')}
          onClick={() => choose(REJECT_ALL)}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
