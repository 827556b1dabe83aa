import { isRouteErrorResponse, Outlet, useNavigation, useRouteError } from 'react-router-dom';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { MessagePage } from '../../components/ui/message-page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { CookieConsent } from '../../features/cookie-consent/components/cookie-consent.tsx';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';
import { t } from '../../i18n/i18n.ts';
import { AuthDialogHost } from '../auth-dialog-host.tsx';
import { PageScrollRestoration } from '../page-scroll.tsx';

/** A thin bar while the next page's code or data loads, so a tap on a slow network visibly did something. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" aria-hidden="true" />;
}

export function RootLayout() {
  return (
    <PublicLayout footerNewsletter={<NewsletterForm variant="footer" />} cookieConsent={<CookieConsent />}>
      <NavigationProgress />
      <Outlet />
      <AuthDialogHost />
      <PageScrollRestoration />
    </PublicLayout>
  );
}

/** Shown inside the shell while a deep-linked page's code is still on its way. */
export function PageLoading() {
  return <Spinner label={t('Loading...')} className="page-loading" />;
}

export function PlanListLoading() {
  return <Spinner label={t('Loading Amazing Plans')} className="page-loading" />;
}

export function PlanDetailLoading() {
  return <Spinner label={t('Loading plan details...')} className="page-loading" />;
}

/** A page that failed to render or whose code could not be loaded (often: a new version was deployed). */
export function PageError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <MessagePage
      title={t('Something went wrong')}
      text={
        <>
          {status ? `${t('The page answered with status {status}.', { status })} ` : ''}
          {t('Please reload the page. If it keeps happening, contact us and we will sort it out.')}
        </>
      }
      alert
    >
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('Reload Page')}
      </button>
      <ButtonLink to={paths.home.getHref()} variant="outline">
        {t('Back to Home')}
      </ButtonLink>
    </MessagePage>
  );
}
