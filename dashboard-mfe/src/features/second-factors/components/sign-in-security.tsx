import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { Container } from '@blueprint/shared/ui/layout';
import type { Me } from '../../../lib/me';
import { SecondFactorSettings } from './second-factor-settings';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

const reminderStyles = (theme: Theme) => css`
  color: ${theme.colors.danger};
  font-size: 0.875rem;
  line-height: 1.25;
  /* Two short lines beside "Change password": on a 390 px phone the row does not grow. */
  max-width: 7.5rem;
`;

export const REMINDER = 'No second factor yet.';

/** For an admin without a second factor: a short reminder beside their account's actions (it fits a phone's row). */
export function SecondFactorReminder({ me }: { me: Me | undefined }) {
  if (me?.role !== 'admin' || me.secondFactor !== 'missing') return null;
  return (
    <span css={reminderStyles} id={reminderId(me)}>
      {REMINDER}
    </span>
  );
}

/** Whether `me` is reminded to add a second factor: the reminder's id describes the link to Sign-in security. */
export function reminderId(me: Me | undefined): string | undefined {
  return me?.role === 'admin' && me.secondFactor === 'missing' ? 'second-factor-reminder' : undefined;
}

const viewStyles = css`
  display: grid;
  gap: 1rem;
  max-width: 44rem;
  h2 {
    margin: 0;
  }
`;

/** The Sign-in security view: one's own passkeys, authenticator app and recovery codes. */
export function SignInSecurityView() {
  return (
    <section css={viewStyles} aria-labelledby="sign-in-security">
      <h2 id="sign-in-security">Sign-in security</h2>
      <SecondFactorSettings />
    </section>
  );
}

const requiredStyles = css`
  display: grid;
  gap: 1.5rem;
  padding: 2rem 1rem;
  max-width: 44rem;
  h1,
  p {
    margin: 0;
  }
`;

/**
 * STAFF_MFA=required and this admin has no second factor: the only screen until they add one (the API refuses
 * everything else). Once the new recovery codes are kept, who-am-I is read again and the dashboard follows.
 */
export function SecondFactorRequired({ onLogout }: { onLogout: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Container css={requiredStyles}>
      <h1 tabIndex={-1} ref={heading}>
        Add a second factor
      </h1>
      <p>
        Admins here must protect their account with a passkey or an authenticator app before they can use the dashboard.
      </p>
      <SecondFactorSettings />
      <div>
        <Button variant="secondary" onClick={onLogout}>
          Sign out
        </Button>
      </div>
    </Container>
  );
}
