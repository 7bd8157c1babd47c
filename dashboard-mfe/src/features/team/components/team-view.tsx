import type { StaffRole } from '@blueprint/contract/api/values';
import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { SelectField, TextField } from '@blueprint/shared/ui/field';
import {
  PASSWORD_MIN,
  staffCreateSchema,
  staffUpdateSchema,
  type StaffCreate,
  type StaffUpdate,
} from '@blueprint/contract/api/staff';
import { validate } from '@blueprint/contract/api/validate';
import { useState } from 'react';
import { ActionButtons, actionDialogStyles } from '../../../components/action-dialog';
import { EmailText } from '../../../components/contact-links';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useMe } from '../../../lib/me';
import { accept, describeActionFailure, noFields } from '../../../lib/staff-action';
import { useStaff, type StaffUser } from '../../../lib/staff-directory';
import type { CursorPages } from '../../../lib/use-cursor-list';
import { useAddStaff, useChangeStaff, useResetSecondFactors } from '../api/staff-api';

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

type Editing = { kind: 'add' } | { kind: 'edit'; user: StaffUser } | { kind: 'password'; user: StaffUser } | { kind: 'second-factor'; user: StaffUser };

/** The team's accounts for an admin: add, rename, change role, deactivate/reactivate, reset a password. */
export function TeamView() {
  const me = useMe().data;
  const staff = useStaff(true);
  const change = useChangeStaff();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [result, setResult] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const setActive = async (user: StaffUser, active: boolean) => {
    if (busy) return;
    setBusy(user._id);
    setResult(null);
    try {
      await change.mutateAsync({ id: user._id, change: { active } });
      setResult({ kind: 'done', text: active ? `${user.name} can sign in again.` : `${user.name} is deactivated: signed out everywhere.` });
    } catch (error) {
      setResult({ kind: 'failed', text: describeActionFailure(active ? `Could not reactivate ${user.name}` : `Could not deactivate ${user.name}`)(error).message });
    } finally {
      setBusy(null);
    }
  };

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
        <p role={result.kind === 'failed' ? 'alert' : 'status'} className={result.kind === 'failed' ? 'error' : undefined}>
          {result.text}
        </p>
      )}
      <PagedTable
        caption="Team accounts"
        columns={[
          { header: 'Name', rowHeader: true, cell: (user) => `${user.name || user.email}${user._id === me?._id ? ' (you)' : ''}` },
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
                <Button variant="secondary" aria-haspopup="dialog" aria-label={`Edit ${user.name}`} onClick={() => setEditing({ kind: 'edit', user })}>
                  Edit
                </Button>
                <Button variant="secondary" aria-haspopup="dialog" aria-label={`Reset password for ${user.name}`} onClick={() => setEditing({ kind: 'password', user })}>
                  Reset password
                </Button>
                {user.secondFactor && (
                  <Button variant="secondary" aria-haspopup="dialog" aria-label={`Reset second factor for ${user.name}`} onClick={() => setEditing({ kind: 'second-factor', user })}>
                    Reset second factor
                  </Button>
                )}
                <Button variant="ghost" aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`} aria-busy={busy === user._id} onClick={() => void setActive(user, !user.active)}>
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
              setResult({ kind: 'done', text });
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
              setResult({ kind: 'done', text });
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function dialogTitle(editing: Editing | null): string {
  if (!editing) return '';
  if (editing.kind === 'add') return 'Add a staff member';
  if (editing.kind === 'second-factor') return `Reset the second factor of ${editing.user.name}`;
  return editing.kind === 'edit' ? `Edit ${editing.user.name}` : `Reset the password of ${editing.user.name}`;
}

const FIELDS = ['name', 'email', 'role', 'password'] as const;

/** An admin removes someone's passkeys, authenticator app and recovery codes (they lost them): confirmed first. */
function ResetSecondFactorForm({ user, onCancel, onDone }: { user: StaffUser; onCancel: () => void; onDone: (text: string) => void }) {
  const reset = useResetSecondFactors();
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: (id: string) => reset.mutateAsync(id),
    describeFailure: describeActionFailure('Could not reset the second factor'),
    showFieldErrors: noFields,
    onSuccess: () => onDone(`${user.name}’s second factor is reset: they sign in with their password and add a new one.`),
  });
  return (
    <form ref={formRef} css={actionDialogStyles} noValidate aria-busy={submitting} onSubmit={onSubmit(() => accept(user._id))}>
      <p>
        This removes every passkey, the authenticator app and the recovery codes of {user.name}, and signs them out everywhere. Do it only once
        you are sure who is asking: afterwards their password alone signs them in.
      </p>
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons submitting={submitting} label="Reset second factor" busyLabel="Resetting…" onCancel={onCancel} />
    </form>
  );
}

function AccountForm({ editing, onCancel, onDone }: { editing: Exclude<Editing, { kind: 'second-factor' }>; onCancel: () => void; onDone: (text: string) => void }) {
  const user = editing.kind === 'add' ? null : editing.user;
  const [values, setValues] = useState({ name: user?.name ?? '', email: user?.email ?? '', role: user?.role ?? 'staff', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const what = editing.kind === 'add' ? 'Could not add' : editing.kind === 'edit' ? 'Could not save' : 'Could not reset the password';
  const add = useAddStaff();
  const change = useChangeStaff();
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: async (body: StaffCreate | StaffUpdate): Promise<string> => {
      if (editing.kind === 'add') {
        const added = await add.mutateAsync(body as StaffCreate);
        return `${added.name} can now sign in as ${added.email}.`;
      }
      const saved = await change.mutateAsync({ id: editing.user._id, change: body });
      return editing.kind === 'edit' ? `Saved ${saved.name}.` : `New password set for ${saved.name}: their sessions have ended.`;
    },
    // The API's 409 for the last admin (and for an email already taken) reads as it says.
    describeFailure: describeActionFailure(what, { fields: FIELDS }),
    showFieldErrors: setErrors,
    onSuccess: onDone,
  });

  // The shared schemas the API validates with: the same rules, said before anything is sent.
  const check = () => {
    if (editing.kind === 'add') return validate(staffCreateSchema, values);
    if (editing.kind === 'edit') return validate(staffUpdateSchema, { name: values.name, role: values.role });
    return validate(staffUpdateSchema, { password: values.password });
  };

  return (
    <form ref={formRef} css={actionDialogStyles} noValidate aria-busy={submitting} onSubmit={onSubmit(check)}>
      {editing.kind !== 'password' && <TextField name="name" label="Name" autoComplete="off" value={values.name} error={errors.name} onChange={(event) => set('name', event.target.value)} />}
      {editing.kind === 'add' && <TextField name="email" label="Email" type="email" autoComplete="off" value={values.email} error={errors.email} onChange={(event) => set('email', event.target.value)} />}
      {editing.kind !== 'password' && (
        <SelectField name="role" label="Role" value={values.role} error={errors.role} onChange={(event) => set('role', event.target.value === 'admin' ? 'admin' : 'staff')}>
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
