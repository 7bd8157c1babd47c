import { css, type Theme } from '@emotion/react';
import { describeFailure, type FailureWording } from '@blueprint/shared/api';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { Button } from '@blueprint/shared/ui/button';
import { TextField } from '@blueprint/shared/ui/field';
import { loginSchema } from '@blueprint/contract/api/staff';
import { validate } from '@blueprint/contract/api/validate';
import { useState, type ChangeEvent } from 'react';
import { sessionMarker } from '../../../lib/session';
import { login, type SecondStepRequired } from '../api/login';
import { NETWORK_FAILURE, SERVER_FAILURE, TOO_MANY_ATTEMPTS, signInCard } from './sign-in-card';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export { NETWORK_FAILURE, SERVER_FAILURE, TOO_MANY_ATTEMPTS } from './sign-in-card';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Sign-in's words for a failed request: anything but a wrong password or a refused burst is the server's fault. */
const FAILURE_WORDING: FailureWording = {
  status: { 401: INVALID_CREDENTIALS, 429: TOO_MANY_ATTEMPTS },
  unreachable: NETWORK_FAILURE,
  serverError: SERVER_FAILURE,
  otherwise: SERVER_FAILURE,
};

const formStyles = (theme: Theme) => css`
  ${signInCard(theme)}
  .notice {
    margin: 0;
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius.sm};
    border: 1px solid ${theme.colors.accent};
    color: ${theme.colors.text};
  }
`;

type Field = 'email' | 'password';

export interface LoginFormProps {
  /** Called with the new session's marker (lib/session.ts). */
  onSignedIn: (token: string) => void;
  /** The password was right and the person has a second factor: the sign-in waits for it. */
  onSecondStep?: (pending: SecondStepRequired) => void;
  /** The previous session ended because the server stopped accepting its token. */
  sessionExpired?: boolean;
}

/** Staff sign-in: the server decides (docs/contract.md); nothing about the credentials is in this bundle. */
export function LoginForm({ onSignedIn, onSecondStep, sessionExpired = false }: LoginFormProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: login,
    describeFailure: (error) => describeFailure(error, FAILURE_WORDING),
    showFieldErrors: setFieldErrors,
    // Signed in: the page replaces this form, so there is nothing to say here.
    onSuccess: (answer) => {
      if ('secondStep' in answer) onSecondStep?.(answer);
      else onSignedIn(sessionMarker(answer.expiresAt));
    },
  });
  const pending = submitting;
  const failed = outcome.kind === 'error';

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      css={formStyles}
      onSubmit={onSubmit(() => validate(loginSchema, values))}
      noValidate
      aria-busy={pending}
      aria-labelledby="staff-sign-in"
    >
      <h2
        id="staff-sign-in"
        css={css`
          margin: 0;
        `}
      >
        Sign in to continue
      </h2>
      {sessionExpired && !failed && (
        <p className="notice" role="alert">
          {SESSION_EXPIRED}
        </p>
      )}
      <TextField label="Email" type="email" autoComplete="username" required {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <Button type="submit" aria-disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
