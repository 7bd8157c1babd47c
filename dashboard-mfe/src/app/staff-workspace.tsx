import { lazy } from 'react';
import { useUnreadCount } from '../features/messages/hooks/use-unread-count';
import { RegistrationDashboard } from '../features/registrations/components/registration-dashboard';
import { formatCount } from '../lib/format';
import { useLiveBus } from '../lib/live-bus';

// Loaded when first shown (the dashboard wraps every view in Suspense): not in the first view.
const MessagesInbox = lazy(() => import('../features/messages/components/messages-inbox').then((module) => ({ default: module.MessagesInbox })));
const SubscribersView = lazy(() => import('../features/subscribers/components/subscribers-view').then((module) => ({ default: module.SubscribersView })));
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
export function StaffWorkspace({ token, onLogout, focusHeading }: StaffWorkspaceProps) {
  const bus = useLiveBus();
  const unread = useUnreadCount(bus);
  const unreadText = unread.count === null ? '' : `${formatCount(unread.count)}${unread.capped ? '+' : ''}`;
  return (
    <RegistrationDashboard
      token={token}
      onLogout={onLogout}
      focusHeading={focusHeading}
      bus={bus}
      followUpCounts
      extraViews={[
        {
          id: 'messages',
          label: (
            <>
              Messages
              {unreadText && <span data-testid="unread-count">{' '}({unreadText} unread)</span>}
            </>
          ),
          render: () => <MessagesInbox bus={bus} onUnreadChange={unread.adjust} />,
        },
        { id: 'subscribers', label: 'Subscribers', render: () => <SubscribersView /> },
        { id: 'audit-log', label: 'Audit log', render: () => <AuditLogView /> },
      ]}
    />
  );
}
