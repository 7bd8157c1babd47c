import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { routePage } from '@blueprint/contract/routes';
import { hiddenUntilPageLive } from '@blueprint/shared/ui/button';
import { useDocumentMeta } from '@blueprint/shared/ui/document-meta';
import { Container } from '@blueprint/shared/ui/layout';
import { logout } from '../features/auth/api/logout';
import { DashboardApp } from '../app/app';
import { clearAllDrafts } from '../features/registrations/api/follow-up-drafts';
import type { SecondStepRequired } from '../features/auth/api/login';
import { LoginForm } from '../features/auth/components/login-form';
import { PasskeySignIn } from '../features/auth/components/passkey-sign-in';
import { SecondStepForm } from '../features/auth/components/second-step-form';
import { signIn, signOut } from '../lib/session';
import { useSession } from '../lib/use-session';
import routes from '../routes.json';

// The route definition's title and description (src/routes.json).
const meta = routePage(routes, 'Dashboard');

const loginPageStyles = css`
  padding: 3rem 1rem;
  h1 {
    margin: 0 0 1.5rem;
    text-align: center;
    &:focus {
      outline: none;
    }
  }
`;

// Passkeys need the page's code: the offer is hidden until the page is live (never a button that does nothing).
const passkeyStyles = css`
  max-width: 26rem;
  margin: 1.5rem auto 0;
  text-align: center;
  p {
    margin: 0 0 0.5rem;
  }
`;

/** /dashboard and its views' paths: the staff login form, or the dashboard while a token is held (exposed as ./Dashboard). */
export default function DashboardPage() {
  const { token, expired } = useSession();
  // After a switch between the form and the dashboard, focus goes to the new view's heading, so keyboard and
  // screen-reader users are not left on a control that no longer exists.
  const [switched, setSwitched] = useState(false);
  useDocumentMeta(token ? meta.title : 'Staff sign in', meta.description);

  if (!token) {
    return (
      <LoginView
        focusHeading={switched || expired}
        expired={expired}
        onSignedIn={(issued) => {
          setSwitched(true);
          signIn(issued);
        }}
      />
    );
  }

  function handleLogout() {
    if (!token) return;
    setSwitched(true);
    // Signing out on purpose lets go of any follow-up being typed; only a session that ends keeps it.
    clearAllDrafts();
    // Off this screen at once (the socket closes as the dashboard unmounts); the server revokes the token
    // in the background, and a token it never hears about expires on its own.
    signOut();
    logout(token).catch((error: unknown) => console.warn('Logout request failed:', error));
  }

  // Keyed by token: a new session starts with fresh counts, lists and connection.
  return <DashboardApp key={token} token={token} onLogout={handleLogout} focusHeading={switched} />;
}

function LoginView({
  focusHeading,
  expired,
  onSignedIn,
}: {
  focusHeading: boolean;
  expired: boolean;
  onSignedIn: (token: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A right password for a person with a second factor: the form for that step replaces the password's.
  const [pending, setPending] = useState<SecondStepRequired | null>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <Container css={loginPageStyles}>
      <h1 ref={heading} tabIndex={-1}>
        Staff sign in
      </h1>
      {pending ? (
        <SecondStepForm pending={pending} onSignedIn={onSignedIn} onBack={() => setPending(null)} />
      ) : (
        <>
          <LoginForm onSignedIn={onSignedIn} onSecondStep={setPending} sessionExpired={expired} />
          <div css={[passkeyStyles, hiddenUntilPageLive]}>
            <p>Have a passkey? Sign in without your password.</p>
            <PasskeySignIn onSignedIn={onSignedIn} />
          </div>
        </>
      )}
    </Container>
  );
}
