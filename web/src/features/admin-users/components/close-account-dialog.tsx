import type { ReviewChoice } from '@shop/shared/accounts/account-closure';
import { displayName } from '@shop/shared/accounts/profile';
import type { AdminUser } from '@shop/shared/admin/users';
import type { FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { RadioFieldset } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useCloseUserAccount } from '../api/users.ts';

/**
 * Close Account, for a buyer who asked the firm to (by mail, phone or letter): the super admin records what the buyer
 * chose for their reviews and types CLOSE; the server keeps the orders' accounting fields, deletes the rest and the
 * sign-in, mails the buyer and writes the audit entry.
 */
export function CloseAccountDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const showToast = useToast();
  const close = useCloseUserAccount();
  const { id, values, set, problem, setProblem, fieldId, textProps, showFailure } = useFormState<{
    reviews: ReviewChoice;
    typed: string;
  }>({ reviews: 'keep', typed: '' });
  const { reviews, typed } = values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    close.mutate(
      { id: user.id, reviews },
      {
        onSuccess: (closed) => {
          showToast(`Account closed: ${closed.orders_kept} order(s) kept for the accounts`);
          onClose();
        },
        onError: (error) => showFailure(error, 'The account was not closed.'),
      },
    );
  };

  return (
    <Dialog title="Close Account" description={`${displayName(user)} (${user.email})`} onClose={onClose}>
      <form className="form-stack" onSubmit={submit}>
        <p className="muted">
          Only at the owner's request. Their sign-in, profile, pictures, favourites, settings and newsletter
          subscription are deleted; orders and invoices keep only their accounting fields; licences already issued stay
          valid.
        </p>
        <RadioFieldset
          name={`${id}-reviews`}
          legend="Their reviews"
          options={[
            ['keep', 'Keep, shown as "Former customer"'],
            ['remove', 'Remove'],
          ]}
          value={reviews}
          onChange={(choice) => set('reviews', choice)}
        />
        <div className="field">
          <label htmlFor={fieldId('typed')} className="field-label">
            Type CLOSE to confirm
          </label>
          <input {...textProps('typed')} className="input" autoComplete="off" />
        </div>
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
        <div className="form-actions">
          <SubmitButton
            busy={close.isPending}
            busyLabel="Closing..."
            disabled={typed !== 'CLOSE'}
            className="button button-primary button-danger"
          >
            Close the account
          </SubmitButton>
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
