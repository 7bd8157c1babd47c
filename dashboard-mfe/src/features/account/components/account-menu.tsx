import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { TextField } from '@blueprint/shared/ui/field';
import { PASSWORD_MIN, passwordChangeSchema } from '@blueprint/contract/api/staff';
import { validate } from '@blueprint/contract/api/validate';
import { useState, type ReactNode } from 'react';
import { ActionButtons, actionDialogStyles } from '../../../components/action-dialog';
import { changePasswordKey, useChangePassword, type Me } from '../../../lib/me';
import { describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';

const menuStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  .who {
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** Who is signed in (name and role), and their own password; `children`: more about their account, in the same row. */
export function AccountMenu({ me, children }: { me: Me | undefined; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  if (!me) return null;
  return (
    <div css={menuStyles}>
      <span className="who">
        Signed in as <strong>{me.name}</strong> ({me.role === 'admin' ? 'Admin' : 'Staff'})
      </span>
      <Button variant="ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Change password
      </Button>
      {children}
      <span role="status">{done}</span>
      <Dialog open={open} onClose={() => setOpen(false)} title="Change your password" maxWidth="30rem">
        {open && (
          <ChangePasswordForm
            onCancel={() => setOpen(false)}
            onChanged={() => {
              setOpen(false);
              setDone('Password changed. Your other sessions have ended.');
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

const failure = describeActionFailure('Could not change the password', {
  fields: ['currentPassword', 'newPassword'],
  // A wrong current password (422) is said on its field alone.
  status: { 422: { message: 'The current password is not right', field: 'currentPassword' } },
});

function ChangePasswordForm({ onCancel, onChanged }: { onCancel: () => void; onChanged: () => void }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(change, {
    mutationKey: changePasswordKey,
    describeFailure: failure,
    showFieldErrors: setErrors,
    onSuccess: () => onChanged(),
  });
  return (
    <form
      ref={formRef}
      css={actionDialogStyles}
      noValidate
      aria-busy={submitting}
      onSubmit={onSubmit(() => validate(passwordChangeSchema, { currentPassword, newPassword }))}
    >
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. Your other sessions end when it changes.`}
        value={newPassword}
        error={errors.newPassword}
        onChange={(event) => setNew(event.target.value)}
      />
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons submitting={submitting} label="Change password" busyLabel="Changing…" onCancel={onCancel} />
    </form>
  );
}
