import { css, type Theme } from '@emotion/react';
import { describeFailure, type FailureWording } from '@blueprint/shared/api';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { Button } from '@blueprint/shared/ui/button';
import { TextField } from '@blueprint/shared/ui/field';
import { secondStepSchema } from '@blueprint/contract/api/second-factors';
import { validate } from '@blueprint/contract/api/validate';
import { useState } from 'react';
import { sessionMarker } from '../../../lib/session';
import { finishSignIn, type SecondStepRequired } from '../api/login';
import { PasskeySignIn } from './passkey-sign-in';
import { NETWORK_FAILURE, SERVER_FAILURE, TOO_MANY_ATTEMPTS, signInCard } from './sign-in-card';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

const FAILURE_WORDING: FailureWording = {
  fields: ['code', 'recoveryCode'],
  // 401 reads as the server says: a wrong code, or a sign-in that has expired (go back).
  status: { 429: TOO_MANY_ATTEMPTS },
  unreachable: NETWORK_FAILURE,
  serverError: SERVER_FAILURE,
};

const formStyles = (theme: Theme) => css`
  ${signInCard(theme)}
  h2,
  p {
    margin: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;

export interface SecondStepFormProps {
  pending: SecondStepRequired;
  onSignedIn: (marker: string) => void;
  /** Back to the password form (a sign-in that expired, or another account). */
  onBack: () => void;
}

/** The sign-in's second step: the authenticator app's code, a recovery code, or a passkey. */
export function SecondStepForm({ pending, onSignedIn, onBack }: SecondStepFormProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const hasApp = pending.methods.includes('totp');
  const [useRecovery, setUseRecovery] = useState(!hasApp);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = useRecovery ? 'recoveryCode' : 'code';
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: finishSignIn,
    describeFailure: (error) => describeFailure(error, FAILURE_WORDING),
    showFieldErrors: setErrors,
    onSuccess: ({ expiresAt }) => onSignedIn(sessionMarker(expiresAt)),
  });
  return (
    <form
      ref={formRef}
      css={formStyles}
      noValidate
      aria-busy={submitting}
      aria-labelledby="second-step-heading"
      onSubmit={onSubmit(() => validate(secondStepSchema, { secondStep: pending.secondStep, [field]: value }))}
    >
      <h2 id="second-step-heading" tabIndex={-1} ref={heading}>
        One more step
      </h2>
      {useRecovery ? (
        <TextField
          key="recoveryCode"
          name="recoveryCode"
          label="Recovery code"
          hint="One of the codes you saved when you set up your second factor. Each works once."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          error={errors.recoveryCode}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          key="code"
          name="code"
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          error={errors.code}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <div className="row">
        <Button type="submit" aria-disabled={submitting}>
          {submitting ? 'Checking…' : 'Continue'}
        </Button>
        {hasApp && (
          <Button
            variant="ghost"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue('');
              setErrors({});
            }}
          >
            {useRecovery ? 'Use the app’s code instead' : 'Use a recovery code instead'}
          </Button>
        )}
      </div>
      {pending.methods.includes('passkey') && <PasskeySignIn onSignedIn={onSignedIn} />}
      <div className="row">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
