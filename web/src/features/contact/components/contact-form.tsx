import { CONTACT_LIMITS, CONTACT_PLAN_TYPE_LABELS, CONTACT_PLAN_TYPES } from '@shop/shared/content/contact';
import { formatIntegerIn } from '@shop/shared/i18n/format-details';
import { type ReactNode, useRef } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
  contactErrorText,
  EMPTY_CONTACT_FORM,
  fieldErrorsFrom,
  newSubmissionId,
  toContactRequest,
  validateContactForm,
} from '../utils/contact-form-values.ts';

interface FieldProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

function Field({ id, label, optional, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
        {optional ? <span className="field-optional"> {t('(optional)')}</span> : <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="contact-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="contact-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form: Full Name, Email Address, phone, Subject, plan type, Message.
 * Checked here by the API's own rules, sent once per submission (the id survives retries), and on success
 * handed back to the page, which shows 'Message Sent!'.
 */
export function ContactForm({
  onSent,
  initialValues,
}: {
  onSent: () => void;
  /** Filled in by the page that sent the visitor here (a plan's "Get a detailed estimate"). */
  initialValues?: Partial<ContactFormValues>;
}) {
  const {
    id: baseId,
    values,
    setValues,
    errors,
    setErrors,
    problem: failure,
    setProblem: setFailure,
    set,
    fieldId: id,
    textProps,
  } = useFormState<ContactFormValues>(() => ({ ...EMPTY_CONTACT_FORM, ...initialValues }));
  const submissionId = useRef(newSubmissionId());
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (found: ContactFieldErrors) => {
    const first = (Object.keys(found) as ContactField[])[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  };

  const describedBy = (field: ContactField, hint = false) =>
    [hint ? `${id(field)}-hint` : '', errors[field] ? `${id(field)}-error` : ''].filter(Boolean).join(' ') || undefined;

  const inputProps = (field: Exclude<ContactField, 'planType'>, hint = false) => ({
    ...textProps(field),
    'aria-describedby': describedBy(field, hint),
  });

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (send.isPending) return;
        setFailure(null);
        const found = validateContactForm(values, submissionId.current);
        setErrors(found);
        if (Object.keys(found).length) {
          focusFirstError(found);
          return;
        }
        send.mutate(toContactRequest(values, submissionId.current), {
          onSuccess: () => {
            setValues(EMPTY_CONTACT_FORM);
            submissionId.current = newSubmissionId();
            onSent();
          },
          onError: (error) => {
            const fromServer = error instanceof ApiError && error.status === 400 ? fieldErrorsFrom(error.fields) : {};
            if (Object.keys(fromServer).length) {
              setErrors(fromServer);
              focusFirstError(fromServer);
              return;
            }
            setFailure(contactErrorText(error));
          },
        });
      }}
    >
      <h2 id={`${baseId}-title`} className="contact-form-title">
        {t('Send Us a Message')}
      </h2>
      <p className="contact-form-intro">
        {t('Fields marked')} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t('as required')}</span> {t('are required.')}
      </p>
      <div className="contact-form-row">
        <Field id={id('name')} label={t('Full Name')} error={errors.name}>
          <input
            {...inputProps('name')}
            className="input"
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            required
          />
        </Field>
        <Field id={id('email')} label={t('Email Address')} error={errors.email}>
          <input
            {...inputProps('email')}
            className="input"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
          />
        </Field>
      </div>
      <div className="contact-form-row">
        <Field id={id('phone')} label={t('Phone Number')} optional error={errors.phone}>
          <input
            {...inputProps('phone')}
            className="input"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+233 24 000 0000"
            maxLength={CONTACT_LIMITS.phone}
          />
        </Field>
        <Field id={id('planType')} label={t('Plan Type')} optional error={errors.planType}>
          <select
            id={id('planType')}
            className="select"
            value={values.planType}
            aria-invalid={errors.planType ? true : undefined}
            aria-describedby={describedBy('planType')}
            onChange={(event) => set('planType', event.target.value as ContactFormValues['planType'])}
          >
            <option value="">{t('Select a plan type')}</option>
            {CONTACT_PLAN_TYPES.map((type) => (
              <option key={type} value={type}>
                {/* i18next-instrument-ignore-next-line */}
                {t(CONTACT_PLAN_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={id('subject')} label={t('Subject')} error={errors.subject}>
        <input {...inputProps('subject')} className="input" type="text" maxLength={CONTACT_LIMITS.subject} required />
      </Field>
      <Field
        id={id('message')}
        label={t('Message')}
        error={errors.message}
        hint={t('{count} / {max} characters', {
          count: formatIntegerIn(values.message.length, currentLanguage()),
          max: formatIntegerIn(CONTACT_LIMITS.message, currentLanguage()),
        })}
      >
        <textarea
          {...inputProps('message', true)}
          className="input contact-textarea"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          required
        />
      </Field>
      {/* Honeypot: off-screen and out of the tab order, so people never fill it; bots filling every field do. */}
      <div className="contact-hp" aria-hidden="true">
        <label htmlFor={id('website')}>{t('Leave this field empty')}</label>
        <input
          id={id('website')}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => set('website', event.target.value)}
        />
      </div>
      {failure ? (
        <p className="contact-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <SubmitButton
        busy={send.isPending}
        busyLabel={t('Sending...')}
        className="button button-primary button-large contact-submit"
      >
        {t('Send Message')}
      </SubmitButton>
      <p className="visually-hidden" role="status">
        {send.isPending ? t('Sending your message...') : ''}
      </p>
    </form>
  );
}
