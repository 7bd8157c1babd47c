import { css, type Theme } from '@emotion/react';
import { breakpoints } from '@blueprint/shared/theme';
import { buttonStyles, Button } from '@blueprint/shared/ui/button';
import { Container, VisuallyHidden } from '@blueprint/shared/ui/layout';
import { Link, Outlet } from '@blueprint/shared/router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { AccountMenu } from '../features/account/components/account-menu';
import { useUnreadCount } from '../features/messages/api/messages-queries';
import { DraftOffer } from '../features/registrations/components/draft-offer';
import { Presence, PresenceContext } from '../features/registrations/hooks/use-viewers';
import {
  reminderId,
  SecondFactorReminder,
  SecondFactorRequired,
} from '../features/second-factors/components/sign-in-security';
import { formatCount } from '../lib/format';
import { LiveBusContext, useLiveEvent, useNewLiveBus } from '../lib/live-bus';
import { useMe } from '../lib/me';
import { ConnectionStatus } from './connection-status';
import { useLiveConnection } from './use-live-connection';
import { VIEWS } from './views';
import { WorkspaceNav } from './workspace-nav';

const pageStyles = (theme: Theme) => css`
  padding: 2rem 1rem 3rem;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
    margin-bottom: 1.5rem;
  }
  h1 {
    flex: 1 1 20rem;
    &:focus {
      outline: none;
    }
    margin: 0;
    font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
  }
  .session {
    display: contents;
  }
  .account-toggle {
    display: none;
  }
  .account {
    display: contents;
  }
  .account-link {
    ${buttonStyles(theme, 'ghost')}
  }
  /* A phone: the heading on one line, then one row of the connection, Account (who is signed in and their
     links, unfolded on demand) and Logout; the views and the first registration follow on the first screen. */
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    padding-top: 1rem;
    header {
      gap: 0.5rem;
      margin-bottom: 0.75rem;
    }
    h1 {
      flex-basis: 100%;
      font-size: 1.125rem;
    }
    .session {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem;
      width: 100%;
    }
    .session > :first-child {
      margin-right: auto;
    }
    .session > button {
      padding: 0 0.75rem;
    }
    .account-toggle {
      display: inline-flex;
    }
    .account {
      display: none;
    }
    /* Unfolded below the row (after its button in the keyboard's order). */
    .account.open {
      display: block;
      order: 1;
      flex-basis: 100%;
    }
    nav {
      margin-bottom: 0.75rem;
    }
  }
`;

export interface DashboardLayoutProps {
  /** The session's marker: the live connection is this session's. */
  token: string;
  onLogout: () => void;
  /** Move focus to the heading on arrival (just signed in). */
  focusHeading?: boolean;
}

/**
 * The workspace's frame around every view: the heading, who is signed in and their account, Logout, the live
 * connection and the views' navigation. An admin whom STAFF_MFA=required holds to adding a second factor sees
 * that alone, with no connection (the API refuses it).
 */
export function DashboardLayout(props: DashboardLayoutProps) {
  const me = useMe().data;
  if (me?.secondFactor === 'required') return <SecondFactorRequired onLogout={props.onLogout} />;
  return <Workspace {...props} />;
}

function Workspace({ token, onLogout, focusHeading = false }: DashboardLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const me = useMe().data;
  const bus = useNewLiveBus();
  const [presence] = useState(() => new Presence());
  const live = useLiveConnection(token, bus, presence);
  const [accountOpen, setAccountOpen] = useState(false);
  const entries = VIEWS.filter((view) => view.label !== undefined && (!view.adminOnly || me?.role === 'admin')).map(
    (view) => ({
      path: view.path,
      label: view.path === 'messages' ? <MessagesLabel /> : view.label,
    }),
  );

  return (
    <LiveBusContext value={bus}>
      <PresenceContext value={presence}>
        <Container css={pageStyles}>
          <header>
            <h1 ref={heading} tabIndex={-1}>
              Program Registration Dashboard
            </h1>
            <div className="session">
              <ConnectionStatus status={live.status} onReconnect={live.reconnect} />
              {/* On a phone the account's parts fold behind one button; elsewhere they are in the row. */}
              <Button
                variant="ghost"
                className="account-toggle"
                aria-expanded={accountOpen}
                aria-controls="account"
                aria-describedby={reminderId(me)}
                onClick={() => setAccountOpen((open) => !open)}
              >
                Account
              </Button>
              <div id="account" className={accountOpen ? 'account open' : 'account'}>
                <AccountMenu me={me}>
                  <SecondFactorReminder me={me} />
                  <Link
                    className="account-link"
                    to="security"
                    aria-describedby={reminderId(me)}
                    onClick={() => setAccountOpen(false)}
                  >
                    Sign-in security
                  </Link>
                </AccountMenu>
              </div>
              <Button variant="secondary" onClick={onLogout}>
                Logout
              </Button>
            </div>
          </header>
          <WorkspaceNav entries={entries} />
          <DraftOffer />
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Outlet />
          </Suspense>
          <Announcements />
        </Container>
      </PresenceContext>
    </LiveBusContext>
  );
}

/** 'Messages', and how many are unread. */
function MessagesLabel() {
  const unread = useUnreadCount().data;
  const text = unread ? `${formatCount(unread.count)}${unread.capped ? '+' : ''}` : '';
  return (
    <>
      Messages
      {text && <span data-testid="unread-count"> ({text} unread)</span>}
    </>
  );
}

/** Arrivals and erasures, said to screen readers whatever the view. */
function Announcements() {
  const [announcement, setAnnouncement] = useState('');
  useLiveEvent('internshipRegistered', (registration) =>
    setAnnouncement(`New ${registration.program} registration: ${registration.fullName}`),
  );
  useLiveEvent('registrationDeleted', (registration) =>
    setAnnouncement(`A ${registration.program} registration was deleted`),
  );
  return <VisuallyHidden role="status">{announcement}</VisuallyHidden>;
}
