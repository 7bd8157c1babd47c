import { describeFailure } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { useState } from 'react';
import { sessionMarker } from '../../../lib/session';
import { passkeySignIn } from '../api/login';

const CANCELLED = 'The passkey request was cancelled or timed out. Try again, or sign in with your password.';
const NOT_SUPPORTED = 'This browser cannot use passkeys. Sign in with your password.';
const REFUSED = 'That passkey could not sign you in. Try another, or sign in with your password.';

function failureText(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return CANCELLED;
  if (error instanceof Error && error.name === 'NotSupportedError') return NOT_SUPPORTED;
  return describeFailure(error, {
    status: { 401: REFUSED, 429: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  }).message;
}

/** Signs in with a passkey: no email or password (the browser offers the passkeys it holds for this site). */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (marker: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  async function signIn() {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const { expiresAt } = await passkeySignIn();
      onSignedIn(sessionMarker(expiresAt));
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  }
  return (
    <div>
      <Button
        variant="secondary"
        aria-busy={busy}
        aria-describedby={failure ? 'passkey-failure' : undefined}
        onClick={() => void signIn()}
      >
        {busy ? 'Waiting for your passkey…' : 'Use a passkey'}
      </Button>
      {failure && (
        <p id="passkey-failure" role="alert" style={{ margin: '0.5rem 0 0' }}>
          {failure}
        </p>
      )}
    </div>
  );
}
