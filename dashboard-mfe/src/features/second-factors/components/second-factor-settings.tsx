import { css, type Theme } from '@emotion/react';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Button } from '@blueprint/shared/ui/button';
import { TextField } from '@blueprint/shared/ui/field';
import { passkeyRenameSchema, totpConfirmSchema } from '@blueprint/contract/api/second-factors';
import { validate } from '@blueprint/contract/api/validate';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { accept, describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import {
  factorKeys,
  useAddPasskey,
  useConfirmTotp,
  useFactorsChanged,
  useNewRecoveryCodes,
  useRemovePasskey,
  useRenamePasskey,
  useSecondFactors,
  useStartTotp,
  type Passkey,
  type TotpEnrolment,
} from '../api/second-factors-api';

const settingsStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.5rem;
  section {
    display: grid;
    gap: 0.75rem;
  }
  h3,
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.5rem;
  }
  .passkey {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
  }
  .muted {
    color: ${theme.colors.textMuted};
  }
  code,
  .codes li {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
  .codes {
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  }
  form {
    display: grid;
    gap: 0.75rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;

/** What the browser says when the person closes its passkey prompt, in words for them. */
function passkeyFailure(error: unknown) {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return { message: 'Could not add the passkey: the request was cancelled or timed out.', fields: {} };
  }
  return describeActionFailure('Could not add the passkey')(error);
}

export interface SecondFactorSettingsProps {
  /** After new recovery codes were shown and the person said they kept them (the enrol-first screen moves on). */
  onCodesKept?: () => void;
}

/**
 * One's own second factors: passkeys (add, rename, remove), an authenticator app, recovery codes. New
 * recovery codes are shown once, until the person says they have kept them.
 */
export function SecondFactorSettings({ onCodesKept }: SecondFactorSettingsProps) {
  const factors = useSecondFactors();
  const changed = useFactorsChanged();
  const [codes, setCodes] = useState<string[] | null>(null);

  const showCodes = (fresh: string[] | undefined) => {
    void changed.list();
    if (fresh && fresh.length > 0) setCodes(fresh);
    else void changed.me();
  };

  if (codes) {
    return (
      <div css={settingsStyles}>
        <RecoveryCodes
          codes={codes}
          onKept={() => {
            setCodes(null);
            void changed.me();
            onCodesKept?.();
          }}
        />
      </div>
    );
  }
  if (factors.isPending) return <p role="status">Loading your sign-in methods…</p>;
  if (factors.isError) {
    return (
      <p role="alert">
        {describeActionFailure('Could not load your sign-in methods')(factors.error).message}{' '}
        <Button variant="secondary" onClick={() => void factors.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  const { passkeys, totp, recoveryCodesLeft } = factors.data;
  const hasOne = totp || passkeys.length > 0;
  return (
    <div css={settingsStyles}>
      <section aria-labelledby="passkeys-heading">
        <h3 id="passkeys-heading">Passkeys</h3>
        <p className="muted">
          A passkey signs you in without a password: your device checks your fingerprint, face or PIN.
        </p>
        {passkeys.length > 0 ? (
          <ul aria-label="Your passkeys">
            {passkeys.map((key) => (
              <PasskeyRow key={key._id} passkey={key} />
            ))}
          </ul>
        ) : (
          <p>No passkeys yet.</p>
        )}
        <AddPasskeyForm onAdded={(fresh) => showCodes(fresh)} />
      </section>
      <section aria-labelledby="totp-heading">
        <h3 id="totp-heading">Authenticator app</h3>
        {totp ? (
          <p>Your authenticator app is set up: sign-in asks for its code after your password.</p>
        ) : (
          <TotpSetup onConfirmed={showCodes} />
        )}
      </section>
      {hasOne && (
        <section aria-labelledby="recovery-heading">
          <h3 id="recovery-heading">Recovery codes</h3>
          <p>
            {recoveryCodesLeft === 1 ? '1 recovery code left' : `${recoveryCodesLeft} recovery codes left`}: each signs
            you in once if you lose your passkey or phone.
          </p>
          <NewCodesButton onIssued={showCodes} />
        </section>
      )}
    </div>
  );
}

function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="codes-heading">
      <h3 id="codes-heading" tabIndex={-1} ref={heading}>
        Your recovery codes
      </h3>
      <p>Keep these somewhere safe, away from your phone. Each one signs you in once. They are not shown again.</p>
      <ul className="codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="row">
        <Button onClick={onKept}>I have saved them</Button>
      </div>
    </section>
  );
}

function NewCodesButton({ onIssued }: { onIssued: (codes: string[]) => void }) {
  const issue = useNewRecoveryCodes();
  return (
    <div className="row">
      <Button
        variant="secondary"
        aria-busy={issue.isPending}
        onClick={() => !issue.isPending && issue.mutate(undefined, { onSuccess: onIssued })}
      >
        Get new recovery codes
      </Button>
      {issue.isError && (
        <span role="alert">{describeActionFailure('Could not make new recovery codes')(issue.error).message}</span>
      )}
    </div>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: (codes: string[] | undefined) => void }) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(useAddPasskey(), {
    mutationKey: factorKeys.addPasskey,
    describeFailure: passkeyFailure,
    showFieldErrors: setErrors,
    onSuccess: (added) => {
      setName('');
      onAdded(added.recoveryCodes);
    },
    successMessage: (added) => `Passkey “${added.passkey.name}” added.`,
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={submitting}
      aria-label="Add a passkey"
      onSubmit={onSubmit(() => {
        const checked = validate(passkeyRenameSchema, { name });
        return checked.success ? { success: true, data: checked.data.name } : checked;
      })}
    >
      <TextField
        name="name"
        label="Passkey name"
        hint="So you can tell your passkeys apart, e.g. “Work laptop”."
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <div className="row">
        <Button type="submit" aria-disabled={submitting}>
          {submitting ? 'Waiting for your device…' : 'Add a passkey'}
        </Button>
      </div>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const remove = useRemovePasskey();
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(useRenamePasskey(), {
    mutationKey: factorKeys.renamePasskey,
    describeFailure: describeActionFailure('Could not rename the passkey', { fields: ['name'] }),
    showFieldErrors: setErrors,
    onSuccess: () => setRenaming(false),
  });
  function removeIt() {
    if (remove.isPending || !window.confirm(`Remove the passkey “${passkey.name}”? It will no longer sign you in.`))
      return;
    remove.mutate(passkey._id);
  }
  if (renaming) {
    return (
      <li>
        <form
          ref={formRef}
          noValidate
          aria-busy={submitting}
          aria-label={`Rename ${passkey.name}`}
          onSubmit={onSubmit(() => {
            const checked = validate(passkeyRenameSchema, { name });
            return checked.success ? { success: true, data: { id: passkey._id, name: checked.data.name } } : checked;
          })}
        >
          <TextField
            name="name"
            label="New name"
            autoComplete="off"
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
          <div className="row">
            <Button type="submit" aria-disabled={submitting}>
              {submitting ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="passkey">
      <strong>{passkey.name}</strong>
      <span className="muted">
        added {formatDateTime(passkey.createdAt)}
        {passkey.lastUsedAt ? `, last used ${formatDateTime(passkey.lastUsedAt)}` : ', not used yet'}
      </span>
      <Button variant="secondary" aria-label={`Rename ${passkey.name}`} onClick={() => setRenaming(true)}>
        Rename
      </Button>
      <Button variant="ghost" aria-label={`Remove ${passkey.name}`} aria-busy={remove.isPending} onClick={removeIt}>
        Remove
      </Button>
      {remove.isError && (
        <span role="alert">{describeActionFailure('Could not remove the passkey')(remove.error).message}</span>
      )}
    </li>
  );
}

function TotpSetup({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  return enrolment ? (
    <TotpConfirm enrolment={enrolment} onConfirmed={onConfirmed} />
  ) : (
    <TotpStart onStarted={setEnrolment} />
  );
}

function TotpStart({ onStarted }: { onStarted: (enrolment: TotpEnrolment) => void }) {
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(useStartTotp(), {
    mutationKey: factorKeys.startTotp,
    describeFailure: describeActionFailure('Could not start'),
    onSuccess: (enrolment) => onStarted(enrolment),
  });
  return (
    <form ref={formRef} noValidate aria-busy={submitting} onSubmit={onSubmit(() => accept(undefined))}>
      <p>
        Or use an app such as Google Authenticator, Microsoft Authenticator or 1Password: it shows a new 6-digit code
        every 30 seconds.
      </p>
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <div className="row">
        <Button type="submit" variant="secondary" aria-disabled={submitting}>
          Set up an authenticator app
        </Button>
      </div>
    </form>
  );
}

function TotpConfirm({ enrolment, onConfirmed }: { enrolment: TotpEnrolment; onConfirmed: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(useConfirmTotp(), {
    mutationKey: factorKeys.confirmTotp,
    describeFailure: describeActionFailure('Could not confirm the app', {
      fields: ['code'],
      status: { 422: { message: 'That code is not the one your app shows now', field: 'code' } },
    }),
    showFieldErrors: setErrors,
    onSuccess: (codes) => onConfirmed(codes),
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={submitting}
      aria-label="Confirm your authenticator app"
      onSubmit={onSubmit(() => {
        const checked = validate(totpConfirmSchema, { code });
        return checked.success ? { success: true, data: checked.data.code } : checked;
      })}
    >
      <p>
        In your app, add an account and type this key (or open the link below on the phone that has the app). It is
        shown only now.
      </p>
      <p>
        Key: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <p>
        <a href={enrolment.uri}>Open in your authenticator app</a>
      </p>
      <TextField
        name="code"
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <div className="row">
        <Button type="submit" aria-disabled={submitting}>
          {submitting ? 'Checking…' : 'Confirm'}
        </Button>
      </div>
    </form>
  );
}
