import { type InputHTMLAttributes, useState } from 'react';
import { EyeOffIcon } from './account-icons.tsx';
import { EyeIcon } from './icons.tsx';
import './forms.css';
import { t } from '../../i18n/i18n.ts';
import { msg } from '../../i18n/msg.ts';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  id: string;
  label: string;
  hint?: string;
};

/** A password field with a show/hide toggle; the toggle keeps focus order simple (it follows the input). */
export function PasswordInput({ id, label, hint, className, ...inputProps }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="password-input">
        <input
          {...inputProps}
          id={id}
          type={shown ? 'text' : 'password'}
          className={`input ${className ?? ''}`}
          aria-describedby={hintId}
        />
        <button
          type="button"
          className="password-toggle"
          aria-label={t(shown ? msg('Hide {field}') : msg('Show {field}'), { field: label.toLowerCase() })}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
