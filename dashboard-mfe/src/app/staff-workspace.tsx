import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { messageArrived, messageUpdated, refreshMessages, useUnreadCount } from '../features/messages/api/messages-queries';
import { RegistrationDashboard } from '../features/registrations/components/registration-dashboard';
import { AccountMenu } from '../features/account/components/account-menu';
import { SecondFactorMenu, SecondFactorReminder, SecondFactorRequired } from '../features/second-factors/components/second-factor-menu';
import { formatCount } from '../lib/format';
import { useLiveBus, useLiveEvent } from '../lib/live-bus';
import { useMe } from '../lib/me';
import { createQueryClient } from '../lib/react-query';

// Loaded when first shown (the dashboard wraps every view in Suspense): not in the first view.
const MessagesInbox = lazy(() => import('../features/messages/components/messages-inbox').then((module) => ({ default: module.MessagesInbox })));
const SubscribersView = lazy(() => import('../features/subscribers/components/subscribers-view').then((module) => ({ default: module.SubscribersView })));
const TeamView = lazy(() => import('../features/team/components/team-view').then((module) => ({ default: module.TeamView })));
const ReleasesView = lazy(() => import('../features/releases/components/releases-view').then((module) => ({ default: module.ReleasesView })));
const AuditLogView = lazy(() => import('../features/audit-log/components/audit-log-view').then((module) => ({ default: module.AuditLogView })));

export interface StaffWorkspaceProps {
  token: string;
  onLogout: () => void;
  focusHeading?: boolean;
}

/**
 * The signed-in dashboard: the registrations feature's views (the spec's dashboard, search, trend) and beside
 * them the inbox, the newsletter list and the audit log, on one socket whose events reach every view.
 */
export function StaffWorkspace(props: StaffWorkspaceProps) {
  // One cache per session (the page keys the workspace by token): nothing read with one token shows in the next.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Workspace {...props} />
    </QueryClientProvider>
  );
}

function Workspace({ token, onLogout, focusHeading }: StaffWorkspaceProps) {
  const bus = useLiveBus();
  const queryClient = useQueryClient();
  const unread = useUnreadCount().data;
  // Who is signed in: their name above every view, and the Team and Releases views for an admin only (a staff member
  // never sees them; the API would answer 403 anyway).
  const me = useMe().data;
  useLiveEvent(bus, 'contactMessageReceived', (message) => messageArrived(queryClient, message));
  // Marked handled or unread on any dashboard (this one included): the count and lists follow, once.
  useLiveEvent(bus, 'contactMessageUpdated', (message) => messageUpdated(queryClient, message));
  useLiveEvent(bus, 'connect', () => refreshMessages(queryClient));
  const unreadText = unread ? `${formatCount(unread.count)}${unread.capped ? '+' : ''}` : '';
  // STAFF_MFA=required and no second factor yet: adding one is all this admin may do (the API agrees).
  if (me?.secondFactor === 'required') return <SecondFactorRequired onLogout={onLogout} />;
  return (
    <RegistrationDashboard
      token={token}
      onLogout={onLogout}
      focusHeading={focusHeading}
      bus={bus}
      followUpCounts
      studentPanel
      account={
        <>
          <AccountMenu me={me}>
            <SecondFactorReminder me={me} />
          </AccountMenu>
          <SecondFactorMenu me={me} />
        </>
      }
      extraViews={[
        {
          id: 'messages',
          label: (
            <>
              Messages
              {unreadText && <span data-testid="unread-count">{' '}({unreadText} unread)</span>}
            </>
          ),
          render: () => <MessagesInbox bus={bus} />,
        },
        { id: 'subscribers', label: 'Subscribers', render: () => <SubscribersView /> },
        ...(me?.role === 'admin' ? [{ id: 'team', label: 'Team', render: () => <TeamView me={me} /> }] : []),
        ...(me?.role === 'admin' ? [{ id: 'releases', label: 'Releases', render: () => <ReleasesView /> }] : []),
        { id: 'audit-log', label: 'Audit log', render: () => <AuditLogView /> },
      ]}
    />
  );
}
