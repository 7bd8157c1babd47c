import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { Container } from '@blueprint/shared/ui/layout';
import { useState } from 'react';
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
    <span css={reminderStyles} id="second-factor-reminder">
      {REMINDER}
    </span>
  );
}

/** "Sign-in security": one's own passkeys, app and recovery codes, in a dialog. */
export function SecondFactorMenu({ me }: { me: Me | undefined }) {
  const [open, setOpen] = useState(false);
  if (!me) return null;
  const reminded = me.role === 'admin' && me.secondFactor === 'missing';
  return (
    <>
      <Button variant="ghost" aria-haspopup="dialog" aria-describedby={reminded ? 'second-factor-reminder' : undefined} onClick={() => setOpen(true)}>
        Sign-in security
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Sign-in security" maxWidth="40rem">
        {open && <SecondFactorSettings />}
      </Dialog>
    </>
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
      <p>Admins here must protect their account with a passkey or an authenticator app before they can use the dashboard.</p>
      <SecondFactorSettings />
      <div>
        <Button variant="secondary" onClick={onLogout}>
          Sign out
        </Button>
      </div>
    </Container>
  );
}
