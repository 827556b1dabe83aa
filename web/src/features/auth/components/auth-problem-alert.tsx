import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { t } from '../../../i18n/i18n.ts';
import type { AuthProblem } from '../../../lib/auth-errors.ts';

/** A refused sign-up or verification, in the page's language; when logging in is the way on, a button for it. */
export function AuthProblemAlert({
  problem,
  title,
  logIn,
}: {
  problem: AuthProblem;
  title?: string;
  logIn: { label: string; onClick: () => void };
}) {
  return (
    <FormAlert
      tone="error"
      title={title}
      actions={
        problem.remedy === 'login' ? (
          <button type="button" className="link-button" onClick={logIn.onClick}>
            {logIn.label}
          </button>
        ) : undefined
      }
    >
      {/* i18next-instrument-ignore-next-line */}
      {t(problem.message)}
    </FormAlert>
  );
}
