import { lazy, Suspense } from 'react';
import { moreTextsReady } from '../i18n/i18n.ts';
import { useAuthDialog } from '../lib/auth-dialog.tsx';

const AuthDialog = lazy(() =>
  Promise.all([import('../features/auth/components/auth-dialog.tsx'), moreTextsReady()]).then(([module]) => ({
    default: module.AuthDialog,
  })),
);

/**
 * The sign-in dialog, rendered inside the router (in the public shell) because finishing a sign-in navigates to
 * the dashboard. Its code, and Amplify behind it, load on first open.
 */
export function AuthDialogHost() {
  const authDialog = useAuthDialog();
  if (!authDialog.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog onClose={authDialog.close} purpose={authDialog.purpose} />
    </Suspense>
  );
}
