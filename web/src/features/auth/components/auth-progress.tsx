import { CheckIcon } from '../../../components/ui/account-icons.tsx';
import { t } from '../../../i18n/i18n.ts';

/** The stepped progress view that replaces a form while it is submitted. */
export function AuthProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  const currentStep = steps[current] ?? steps.at(-1);
  // The last step (Welcome Back, Welcome) is the outcome, not work in progress: it shows as done.
  const finished = current >= steps.length - 1;
  return (
    <div className="auth-progress">
      <p className="auth-progress-current" role="status" aria-live="polite">
        {/* i18next-instrument-ignore-next-line */}
        {currentStep ? t(currentStep) : null}
      </p>
      <ol className="auth-progress-steps">
        {steps.map((step, index) => {
          const state =
            index < current || (finished && index === current) ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step} className={`auth-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="auth-step-marker" aria-hidden="true">
                {state === 'done' ? (
                  <CheckIcon size={16} />
                ) : state === 'current' ? (
                  <span className="spinner spinner-small" />
                ) : (
                  index + 1
                )}
              </span>
              {/* i18next-instrument-ignore-next-line */}
              {t(step)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
