import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { SignUpFlow } from '../../../features/auth/components/signup-flow.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { t } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import '../../../features/auth/auth.css';

/** /auth/register: Sign Up as a full page (premium buyers are sent here after paying without an account). */
export function RegisterRoute() {
  useDocumentMeta(t('Create Your Account'));
  const { status } = useAuth();
  const navigate = useNavigate();
  const authDialog = useAuthDialog();
  if (status === 'signed-in') return <Navigate to={paths.userDashboard.getHref()} replace />;

  return (
    <section className="auth-page container" aria-labelledby="register-heading">
      <div className="auth-card">
        <h1 id="register-heading">{t('Create Your Account')}</h1>
        <p>{t('One account for your orders, downloads and saved plans.')}</p>
        <SignUpFlow onSignedIn={() => navigate(paths.userDashboard.getHref())} onLogIn={() => authDialog.open()} />
        <p className="auth-card-footer">
          {t('Already have an account?')}{' '}
          <button type="button" className="link-button" onClick={authDialog.open}>
            {t('Log in')}
          </button>
        </p>
      </div>
    </section>
  );
}
