import { css, type Theme } from '@emotion/react';
import { errorStatus, isNetworkError } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { TextField } from '@blueprint/shared/ui/field';
import { loginSchema, validate } from '@blueprint/shared/validation';
import { useState, type FormEvent } from 'react';
import { login } from '../api/login';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';
export const SERVER_FAILURE = 'Sign-in is unavailable right now. Please try again shortly.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function loginError(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return INVALID_CREDENTIALS;
  if (status === 429) return TOO_MANY_ATTEMPTS;
  if (isNetworkError(error)) return NETWORK_FAILURE;
  return SERVER_FAILURE;
}

const formStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  width: 100%;
  max-width: 26rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.md};
  .notice,
  .error {
    margin: 0;
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius.sm};
    border: 1px solid currentColor;
  }
  .notice {
    color: ${theme.colors.text};
    border-color: ${theme.colors.accent};
  }
  .error {
    color: ${theme.colors.danger};
  }
`;

type Field = 'email' | 'password';

export interface LoginFormProps {
  /** Called with the token the server issued. */
  onSignedIn: (token: string) => void;
  /** The previous session ended because the server stopped accepting its token. */
  sessionExpired?: boolean;
}

/** Staff sign-in: the server decides (CONTRACT.md); nothing about the credentials is in this bundle. */
export function LoginForm({ onSignedIn, sessionExpired = false }: LoginFormProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = validate(loginSchema, values);
    if (!result.success) {
      const errors = Object.fromEntries(result.errors.map((item) => [item.field, item.msg])) as Partial<Record<Field, string>>;
      setFieldErrors(errors);
      const first = event.currentTarget.elements.namedItem(errors.email ? 'email' : 'password');
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    setFieldErrors({});
    setError(null);
    setPending(true);
    try {
      const { token } = await login(result.data);
      onSignedIn(token);
    } catch (failure) {
      setError(loginError(failure));
      setPending(false);
    }
  }

  return (
    <form css={formStyles} onSubmit={submit} noValidate aria-busy={pending} aria-labelledby="staff-sign-in">
      <h2 id="staff-sign-in" css={css`margin: 0;`}>
        Sign in to continue
      </h2>
      {sessionExpired && !error && (
        <p className="notice" role="alert">
          {SESSION_EXPIRED}
        </p>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        value={values.email}
        error={fieldErrors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={fieldErrors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" aria-disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
