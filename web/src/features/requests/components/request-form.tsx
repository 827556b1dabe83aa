import {
  BUDGET_RANGES,
  CHANGE_CHOICES,
  type ChangeChoice,
  type CreateRequestBody,
  PLOT_ORIENTATIONS,
  type RequestSubject,
  TIMELINES,
} from '@shop/shared/requests/request';
import {
  BUDGET_LABELS,
  CHANGE_CHOICE_LABELS,
  PLOT_ORIENTATION_LABELS,
  TIMELINE_LABELS,
} from '@shop/shared/requests/request-labels';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextInput as LabelledInput } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useCreateRequest } from '../api/requests.ts';
import { rt } from '../texts.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { requestErrorText } from './request-error.tsx';

type Details = NonNullable<CreateRequestBody['details']>;

interface RequestFormValues {
  message: string;
  changes: ChangeChoice[];
  details: Details;
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
}

function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  max = 120,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  max?: number;
}) {
  const id = useId();
  return (
    <LabelledInput
      id={id}
      label={label}
      type={type}
      value={value}
      required={required}
      maxLength={max}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function Choice<T extends string>({
  options,
  labels,
  ...props
}: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | '';
  onChange: (value: T | '') => void;
}) {
  return (
    <SelectField
      {...props}
      emptyLabel={rt('none')}
      options={options.map((option) => [option, labels[option]] as const)}
    />
  );
}

/**
 * The request form: what to change (free text and common choices) for an order or a plan, the project for a
 * service; attachments uploaded straight to S3; how to reach the requester. A visitor gives a name and an email.
 */
export function RequestForm({ subject, signedIn }: { subject: RequestSubject; signedIn: boolean }) {
  const language = currentLanguage();
  const create = useCreateRequest();
  const [submissionId] = useState(() => crypto.randomUUID());
  const { values, setValues, set, fieldId, textProps } = useFormState<RequestFormValues>({
    message: '',
    changes: [],
    details: {},
    name: '',
    email: '',
    phone: '',
    whatsapp: '',
  });
  const { message, changes, details } = values;
  const [files, setFiles] = useState<File[]>([]);
  const isService = 'service' in subject;
  const detail =
    <K extends keyof Details>(key: K) =>
    (value: Details[K] | '') =>
      setValues((current) => ({ ...current, details: { ...current.details, [key]: value || undefined } }));

  if (create.data) {
    return (
      <FormAlert
        tone="success"
        title={rt('sent')}
        actions={signedIn ? <Link to={paths.userRequest.getHref(create.data.id)}>{rt('seeRequest')}</Link> : undefined}
      >
        {signedIn ? create.data.message : rt('sentVisitor')}
      </FormAlert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      files,
      body: {
        submission_id: submissionId,
        subject,
        message: message.trim(),
        details: { ...details, ...(changes.length ? { changes } : {}) },
        language,
        ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.whatsapp.trim() ? { whatsapp: values.whatsapp.trim() } : {}),
      },
    });
  };

  return (
    <form className="form-stack request-form" onSubmit={submit} aria-label={rt('newTitle')}>
      {create.error ? (
        <FormAlert tone="error" title={rt('notSent')}>
          {requestErrorText(create.error)}
        </FormAlert>
      ) : null}
      <div className="field">
        <label htmlFor={fieldId('message')} className="field-label">
          {rt('message')}
        </label>
        <textarea {...textProps('message')} className="input" rows={5} required minLength={3} maxLength={5000} />
      </div>
      {isService ? (
        <>
          <TextInput label={rt('location')} value={details.location ?? ''} onChange={detail('location')} />
          <TextInput label={rt('projectSize')} value={details.project_size ?? ''} onChange={detail('project_size')} />
          <Choice
            label={rt('timeline')}
            options={TIMELINES}
            labels={TIMELINE_LABELS[language]}
            value={details.timeline ?? ''}
            onChange={detail('timeline')}
          />
          <Choice
            label={rt('budget')}
            options={BUDGET_RANGES}
            labels={BUDGET_LABELS[language]}
            value={details.budget_range ?? ''}
            onChange={detail('budget_range')}
          />
        </>
      ) : (
        <>
          <fieldset className="field">
            <legend className="field-label">{rt('changes')}</legend>
            {CHANGE_CHOICES.map((choice) => (
              <label key={choice} className="checkbox-row">
                <input
                  type="checkbox"
                  checked={changes.includes(choice)}
                  onChange={(event) => {
                    const { checked } = event.target;
                    setValues((current) => ({
                      ...current,
                      changes: checked ? [...current.changes, choice] : current.changes.filter((c) => c !== choice),
                    }));
                  }}
                />{' '}
                {CHANGE_CHOICE_LABELS[language][choice]}
              </label>
            ))}
          </fieldset>
          <TextInput label={rt('plotSize')} value={details.plot_size ?? ''} onChange={detail('plot_size')} />
          <Choice
            label={rt('orientation')}
            options={PLOT_ORIENTATIONS}
            labels={PLOT_ORIENTATION_LABELS[language]}
            value={details.plot_orientation ?? ''}
            onChange={detail('plot_orientation')}
          />
        </>
      )}
      <AttachmentPicker onChange={setFiles} />
      {signedIn ? null : (
        <>
          <TextInput label={rt('name')} value={values.name} required max={100} onChange={(name) => set('name', name)} />
          <TextInput
            label={rt('email')}
            type="email"
            value={values.email}
            required
            max={254}
            onChange={(email) => set('email', email)}
          />
        </>
      )}
      <TextInput
        label={rt('phone')}
        type="tel"
        value={values.phone}
        max={20}
        onChange={(phone) => set('phone', phone)}
      />
      <TextInput
        label={rt('whatsapp')}
        type="tel"
        value={values.whatsapp}
        max={20}
        onChange={(whatsapp) => set('whatsapp', whatsapp)}
      />
      <SubmitButton busy={create.isPending} busyLabel={rt('sending')}>
        {rt('send')}
      </SubmitButton>
    </form>
  );
}
