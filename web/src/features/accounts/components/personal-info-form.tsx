import type { Profile } from '@shop/shared/accounts/profile';
import { PROFILE_LIMITS, ProfileUpdate } from '@shop/shared/accounts/profile-update';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextInput } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { type FieldErrors, useFormState } from '../../../hooks/use-form-state.ts';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountCard } from './account-card.tsx';

type EditableField = 'first_name' | 'last_name' | 'phone' | 'bio' | 'city' | 'country';
type Values = Record<EditableField, string>;

const INPUTS: Record<
  Exclude<EditableField, 'bio'>,
  { label: string; max: number; autoComplete: string; type?: string }
> = {
  first_name: { label: msg('First Name'), max: PROFILE_LIMITS.name, autoComplete: 'given-name' },
  last_name: { label: msg('Last Name'), max: PROFILE_LIMITS.name, autoComplete: 'family-name' },
  phone: { label: msg('Phone'), max: PROFILE_LIMITS.phone, autoComplete: 'tel', type: 'tel' },
  city: { label: msg('City'), max: PROFILE_LIMITS.place, autoComplete: 'address-level2' },
  country: { label: msg('Country'), max: PROFILE_LIMITS.place, autoComplete: 'country-name' },
};

function valuesOf(profile: Profile): Values {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    bio: profile.bio,
    city: profile.city,
    country: profile.country,
  };
}

/** The shared schema's messages by field, so the form says what the server would say before anything is sent. */
export function profileFieldErrors(values: Values): Record<string, string> {
  const result = ProfileUpdate.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Personal Information: read-only until Edit; Save sends the fields to
 * PUT /api/profiles/{userId}; Cancel puts back what is saved. The email is the sign-in and is not edited here.
 */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const showToast = useToast();
  const update = useUpdateProfile(profile.user_id);
  const [editing, setEditing] = useState(false);
  const {
    id,
    values,
    setValues,
    errors,
    setErrors,
    problem: formError,
    setProblem: setFormError,
    fieldId,
    inputProps,
    set,
  } = useFormState<Values>(() => valuesOf(profile));
  const shown = editing ? values : valuesOf(profile);

  const startEditing = () => {
    setValues(valuesOf(profile));
    setErrors({});
    setFormError(null);
    setEditing(true);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = profileFieldErrors(values);
    setErrors(found as FieldErrors<Values>);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        showToast({ title: t('Profile updated'), description: t('Your changes have been saved.') });
      },
      onError: (error) => {
        const message =
          // i18next-instrument-ignore-next-line
          error instanceof ApiError ? t(error.message) : t('Failed to save your profile. Please try again.');
        if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors<Values>);
        setFormError(message);
        showToast({ title: t('Update failed'), description: message });
      },
    });
  };

  const input = (name: keyof typeof INPUTS) => {
    const field = INPUTS[name];
    const inputId = fieldId(name);
    const error = errors[name];
    return (
      <div className="field">
        <label htmlFor={inputId} className="field-label">
          {/* i18next-instrument-ignore-next-line */}
          {t(field.label)}
        </label>
        <input
          {...inputProps(name)}
          className="input"
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          maxLength={field.max}
          disabled={!editing}
          value={shown[name]}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => set(name, event.target.value)}
        />
        {error ? (
          <p id={`${inputId}-error`} className="field-error">
            {/* i18next-instrument-ignore-next-line */}
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <AccountCard
      headingId={`${id}-heading`}
      title={t('Personal Information')}
      action={
        editing ? null : (
          <button type="button" className="button button-outline button-small" onClick={startEditing}>
            {t('Edit')}
          </button>
        )
      }
    >
      <form className="form-stack" onSubmit={save} noValidate>
        <div className="form-row">
          {input('first_name')}
          {input('last_name')}
        </div>
        <div className="form-row">
          <TextInput
            id={`${id}-email`}
            label={t('Email')}
            type="email"
            value={profile.email}
            readOnly
            disabled
            hint={t('Your email is how you log in; it cannot be changed here.')}
          />
          {input('phone')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('bio')} className="field-label">
            {t('Bio')}
          </label>
          <textarea
            {...inputProps('bio')}
            className="textarea"
            maxLength={PROFILE_LIMITS.bio}
            disabled={!editing}
            value={shown.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
          {/* i18next-instrument-ignore-next-line */}
          {errors.bio ? <p className="field-error">{t(errors.bio)}</p> : null}
        </div>
        <div className="form-row">
          {input('city')}
          {input('country')}
        </div>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {editing ? (
          <div className="form-actions">
            <SubmitButton busy={update.isPending} busyLabel={t('Saving...')}>
              {t('Save')}
            </SubmitButton>
            <button
              type="button"
              className="button button-outline"
              disabled={update.isPending}
              onClick={() => {
                setEditing(false);
                setErrors({});
                setFormError(null);
              }}
            >
              {t('Cancel')}
            </button>
          </div>
        ) : null}
      </form>
    </AccountCard>
  );
}
