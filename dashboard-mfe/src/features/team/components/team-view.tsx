import type { StaffRole } from '@blueprint/contract/api/values';
import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { SelectField, TextField } from '@blueprint/shared/ui/field';
import { PASSWORD_MIN, staffCreateSchema, staffUpdateSchema } from '@blueprint/contract/api/staff';
import { validate } from '@blueprint/contract/api/validate';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionButtons, actionDialogStyles } from '../../../components/action-dialog';
import { EmailText } from '../../../components/contact-links';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useMe } from '../../../lib/me';
import { accept, describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { useStaff, type StaffUser } from '../../../lib/staff-directory';
import type { CursorPages } from '../../../lib/use-cursor-list';
import { staffMutationKeys, useAddStaff, useChangeStaff, useResetSecondFactors } from '../api/staff-api';

const viewStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
  }
  .inactive {
    color: ${theme.colors.textMuted};
  }
`;

const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', staff: 'Staff' };

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; user: StaffUser }
  | { kind: 'password'; user: StaffUser }
  | { kind: 'second-factor'; user: StaffUser };

/** The team's accounts for an admin: add, rename, change role, deactivate/reactivate, reset a password. */
export function TeamView() {
  const me = useMe().data;
  const staff = useStaff(true);
  const [editing, setEditing] = useState<Editing | null>(null);
  // What a dialog did, said once it has closed.
  const [done, setDone] = useState<string | null>(null);
  // Deactivate and Reactivate: the row's change is this mutation, its state what the view says.
  const queryClient = useQueryClient();
  const activation = useChangeStaff();
  const setActive = (user: StaffUser, active: boolean) => {
    if (queryClient.isMutating({ mutationKey: staffMutationKeys.change }) > 0) return;
    setDone(null);
    activation.mutate({ id: user._id, change: { active } });
  };
  const result = done ? { kind: 'done', text: done } : activationResult(activation, staff.data ?? []);

  const pages: CursorPages<StaffUser> = {
    items: staff.data ?? [],
    nextCursor: null,
    status: staff.isPending ? 'loading' : staff.isError ? 'error' : 'ready',
    loadingMore: false,
    error: staff.isError ? describeActionFailure('Could not load')(staff.error).message : null,
    loadMore: () => {},
    retry: () => void staff.refetch(),
  };

  return (
    <div css={viewStyles}>
      <h2>Team</h2>
      <div className="toolbar">
        <Button aria-haspopup="dialog" onClick={() => setEditing({ kind: 'add' })}>
          Add a staff member
        </Button>
      </div>
      {result && (
        <p
          role={result.kind === 'failed' ? 'alert' : 'status'}
          className={result.kind === 'failed' ? 'error' : undefined}
        >
          {result.text}
        </p>
      )}
      <PagedTable
        caption="Team accounts"
        columns={[
          {
            header: 'Name',
            rowHeader: true,
            cell: (user) => `${user.name || user.email}${user._id === me?._id ? ' (you)' : ''}`,
          },
          { header: 'Email', cell: (user) => <EmailText email={user.email} /> },
          { header: 'Role', cell: (user) => ROLE_LABELS[user.role] },
          { header: 'State', cell: (user) => (user.active ? 'Active' : <span className="inactive">Deactivated</span>) },
          { header: 'Last sign-in', cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never') },
          { header: 'Second factor', cell: (user) => (user.secondFactor ? 'Yes' : 'None') },
          {
            header: 'Actions',
            wide: true,
            cell: (user) => (
              <div className="actions">
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`Edit ${user.name}`}
                  onClick={() => setEditing({ kind: 'edit', user })}
                >
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`Reset password for ${user.name}`}
                  onClick={() => setEditing({ kind: 'password', user })}
                >
                  Reset password
                </Button>
                {user.secondFactor && (
                  <Button
                    variant="secondary"
                    aria-haspopup="dialog"
                    aria-label={`Reset second factor for ${user.name}`}
                    onClick={() => setEditing({ kind: 'second-factor', user })}
                  >
                    Reset second factor
                  </Button>
                )}
                <Button
                  variant="ghost"
                  aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}
                  aria-busy={activation.isPending && activation.variables.id === user._id}
                  onClick={() => setActive(user, !user.active)}
                >
                  {user.active ? 'Deactivate' : 'Reactivate'}
                </Button>
              </div>
            ),
          },
        ]}
        pages={pages}
        rowKey={(user) => user._id}
        noun={['account', 'accounts']}
        emptyText="No accounts yet."
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={dialogTitle(editing)} maxWidth="32rem">
        {editing?.kind === 'second-factor' && (
          <ResetSecondFactorForm
            user={editing.user}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              activation.reset();
              setDone(text);
            }}
          />
        )}
        {editing && editing.kind !== 'second-factor' && (
          <AccountForm
            key={editing.kind === 'add' ? 'add' : `${editing.kind}-${editing.user._id}`}
            editing={editing}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              activation.reset();
              setDone(text);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

/** What the last Deactivate or Reactivate did, in words; nothing before one. */
function activationResult(
  activation: ReturnType<typeof useChangeStaff>,
  team: StaffUser[],
): { kind: 'done' | 'failed'; text: string } | null {
  if (!activation.isSuccess && !activation.isError) return null;
  const { id, change } = activation.variables;
  const name = team.find((user) => user._id === id)?.name ?? 'The account';
  if (activation.isError)
    return {
      kind: 'failed',
      text: describeActionFailure(change.active ? `Could not reactivate ${name}` : `Could not deactivate ${name}`)(
        activation.error,
      ).message,
    };
  return {
    kind: 'done',
    text: change.active ? `${name} can sign in again.` : `${name} is deactivated: signed out everywhere.`,
  };
}

function dialogTitle(editing: Editing | null): string {
  if (!editing) return '';
  if (editing.kind === 'add') return 'Add a staff member';
  if (editing.kind === 'second-factor') return `Reset the second factor of ${editing.user.name}`;
  return editing.kind === 'edit' ? `Edit ${editing.user.name}` : `Reset the password of ${editing.user.name}`;
}

const FIELDS = ['name', 'email', 'role', 'password'] as const;

/** An admin removes someone's passkeys, authenticator app and recovery codes (they lost them): confirmed first. */
function ResetSecondFactorForm({
  user,
  onCancel,
  onDone,
}: {
  user: StaffUser;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const reset = useResetSecondFactors();
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(reset, {
    mutationKey: staffMutationKeys.resetSecondFactors,
    describeFailure: describeActionFailure('Could not reset the second factor'),
    onSuccess: () =>
      onDone(`${user.name}’s second factor is reset: they sign in with their password and add a new one.`),
  });
  return (
    <form
      ref={formRef}
      css={actionDialogStyles}
      noValidate
      aria-busy={submitting}
      onSubmit={onSubmit(() => accept(user._id))}
    >
      <p>
        This removes every passkey, the authenticator app and the recovery codes of {user.name}, and signs them out
        everywhere. Do it only once you are sure who is asking: afterwards their password alone signs them in.
      </p>
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons submitting={submitting} label="Reset second factor" busyLabel="Resetting…" onCancel={onCancel} />
    </form>
  );
}

function AccountForm({
  editing,
  onCancel,
  onDone,
}: {
  editing: Exclude<Editing, { kind: 'second-factor' }>;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const user = editing.kind === 'add' ? null : editing.user;
  const [values, setValues] = useState({
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'staff',
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const what =
    editing.kind === 'add'
      ? 'Could not add'
      : editing.kind === 'edit'
        ? 'Could not save'
        : 'Could not reset the password';
  // The API's 409 for the last admin (and for an email already taken) reads as it says.
  const describeFailure = describeActionFailure(what, { fields: FIELDS });
  const adding = useMutationForm(useAddStaff(), {
    mutationKey: staffMutationKeys.add,
    describeFailure,
    showFieldErrors: setErrors,
    onSuccess: (added) => onDone(`${added.name} can now sign in as ${added.email}.`),
  });
  const changing = useMutationForm(useChangeStaff(), {
    mutationKey: staffMutationKeys.change,
    describeFailure,
    showFieldErrors: setErrors,
    onSuccess: (saved) =>
      onDone(
        editing.kind === 'edit'
          ? `Saved ${saved.name}.`
          : `New password set for ${saved.name}: their sessions have ended.`,
      ),
  });
  const { outcome, submitting, formRef, statusRef } = editing.kind === 'add' ? adding : changing;

  // The shared schemas the API validates with: the same rules, said before anything is sent.
  const onSubmit =
    editing.kind === 'add'
      ? adding.onSubmit(() => validate(staffCreateSchema, values))
      : changing.onSubmit(() => {
          const checked =
            editing.kind === 'edit'
              ? validate(staffUpdateSchema, { name: values.name, role: values.role })
              : validate(staffUpdateSchema, { password: values.password });
          return checked.success ? { success: true, data: { id: editing.user._id, change: checked.data } } : checked;
        });

  return (
    <form ref={formRef} css={actionDialogStyles} noValidate aria-busy={submitting} onSubmit={onSubmit}>
      {editing.kind !== 'password' && (
        <TextField
          name="name"
          label="Name"
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
      )}
      {editing.kind === 'add' && (
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
      )}
      {editing.kind !== 'password' && (
        <SelectField
          name="role"
          label="Role"
          value={values.role}
          error={errors.role}
          onChange={(event) => set('role', event.target.value === 'admin' ? 'admin' : 'staff')}
        >
          <option value="staff">Staff: works the registrations</option>
          <option value="admin">Admin: also manages the team</option>
        </SelectField>
      )}
      {editing.kind !== 'edit' && (
        <TextField
          name="password"
          label={editing.kind === 'add' ? 'Password' : 'New password'}
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.${editing.kind === 'password' ? ' Their sessions end at once.' : ''}`}
          value={values.password}
          error={errors.password}
          onChange={(event) => set('password', event.target.value)}
        />
      )}
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons
        submitting={submitting}
        label={editing.kind === 'add' ? 'Add' : editing.kind === 'edit' ? 'Save' : 'Set the password'}
        busyLabel="Saving…"
        onCancel={onCancel}
      />
    </form>
  );
}
