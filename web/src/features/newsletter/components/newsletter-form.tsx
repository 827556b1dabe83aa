import '../newsletter.css';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useSubscribeToNewsletter } from '../api/subscribe.ts';
import { newsletterEmailProblem, newsletterErrorText } from '../utils/newsletter-feedback.ts';

type NewsletterVariant = 'section' | 'footer' | 'blog';

const COPY: Record<NewsletterVariant, { label: string; button: string; buttonClass: string }> = {
  section: { label: msg('Email address'), button: msg('Subscribe'), buttonClass: 'button button-accent' },
  footer: { label: msg('Email for newsletter'), button: msg('Join'), buttonClass: 'button button-light' },
  blog: {
    label: msg('Email address for building tips'),
    button: msg('Subscribe'),
    buttonClass: 'button button-primary',
  },
};

/**
 * The newsletter box on Home ('Stay Updated'), in the footer and on the blog. Every variant checks the
 * address before sending it to POST /api/newsletter, then thanks the visitor or says what went wrong.
 */
export function NewsletterForm({ variant = 'section' }: { variant?: NewsletterVariant }) {
  const { id, values, set, errors, setErrors, fieldId } = useFormState({ email: '' });
  const { email } = values;
  const messageId = `${id}-message`;
  const subscribe = useSubscribeToNewsletter();
  const copy = COPY[variant];
  const error = errors.email ?? (subscribe.isError ? newsletterErrorText(subscribe.error) : undefined);
  const thanks = subscribe.isSuccess ? subscribe.data.message : undefined;

  return (
    <form
      className={`newsletter-form newsletter-${variant}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = newsletterEmailProblem(email);
        setErrors({ email: found });
        if (found || subscribe.isPending) return;
        subscribe.mutate(email.trim(), { onSuccess: () => set('email', '') });
      }}
    >
      <label htmlFor={fieldId('email')} className="visually-hidden">
        {/* i18next-instrument-ignore-next-line */}
        {t(copy.label)}
      </label>
      <div className="newsletter-row">
        <input
          id={fieldId('email')}
          type="email"
          className="input"
          placeholder="you@example.com"
          autoComplete="email"
          maxLength={254}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          value={email}
          onChange={(event) => {
            set('email', event.target.value);
            if (!subscribe.isIdle) subscribe.reset();
          }}
        />
        <SubmitButton busy={subscribe.isPending} busyLabel={t('Subscribing...')} className={copy.buttonClass}>
          {/* i18next-instrument-ignore-next-line */}
          {t(copy.button)}
        </SubmitButton>
      </div>
      <p id={messageId} className={error ? 'newsletter-status is-error' : 'newsletter-status'} role="status">
        {/* i18next-instrument-ignore-next-line */}
        {t(error ?? thanks ?? '')}
      </p>
    </form>
  );
}
