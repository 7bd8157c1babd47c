import { lazy, type ComponentType } from 'react';
import { ProgramOverview } from '../features/registrations/components/program-overview';

// Loaded when first shown (the layout holds the Suspense boundary): the first view stays as small as it was.
const RegistrationsView = lazy(() =>
  import('../features/registrations/components/registrations-view').then((module) => ({
    default: module.RegistrationsView,
  })),
);
const TrendsView = lazy(() =>
  import('../features/registrations/components/trends-view').then((module) => ({ default: module.TrendsView })),
);
const MessagesInbox = lazy(() =>
  import('../features/messages/components/messages-inbox').then((module) => ({ default: module.MessagesInbox })),
);
const SubscribersView = lazy(() =>
  import('../features/subscribers/components/subscribers-view').then((module) => ({ default: module.SubscribersView })),
);
const TeamView = lazy(() =>
  import('../features/team/components/team-view').then((module) => ({ default: module.TeamView })),
);
const ReleasesView = lazy(() =>
  import('../features/releases/components/releases-view').then((module) => ({ default: module.ReleasesView })),
);
const AuditLogView = lazy(() =>
  import('../features/audit-log/components/audit-log-view').then((module) => ({ default: module.AuditLogView })),
);
const SignInSecurityView = lazy(() =>
  import('../features/second-factors/components/sign-in-security').then((module) => ({
    default: module.SignInSecurityView,
  })),
);

export interface View {
  /** Its address under /dashboard ('' is /dashboard itself, the spec's dashboard). */
  path: string;
  /** The name of its link in the workspace's navigation; none for a view reached from elsewhere (the account menu). */
  label?: string;
  /** An admin's only: a staff member never sees its link, and its address leads back to the Overview (the API would answer 403). */
  adminOnly?: true;
  View: ComponentType;
}

/** The workspace's views, each a route of its own, in the navigation's order. */
export const VIEWS: readonly View[] = [
  { path: '', label: 'Overview', View: ProgramOverview },
  { path: 'registrations', label: 'Registrations', View: RegistrationsView },
  { path: 'trends', label: 'Trends', View: TrendsView },
  { path: 'messages', label: 'Messages', View: MessagesInbox },
  { path: 'subscribers', label: 'Subscribers', View: SubscribersView },
  { path: 'team', label: 'Team', adminOnly: true, View: TeamView },
  { path: 'releases', label: 'Releases', adminOnly: true, View: ReleasesView },
  { path: 'audit', label: 'Audit log', View: AuditLogView },
  { path: 'security', View: SignInSecurityView },
];

/** The views' addresses before each had its own: `/dashboard?view=<name>`, now `/dashboard/<path>`. */
const OLD_NAMES: Record<string, string> = { overview: '', 'audit-log': 'audit' };

/** Where an old `?view=` link's view is now; the Overview for a name no view has. */
export function pathOfOldView(name: string): string {
  if (name in OLD_NAMES) return OLD_NAMES[name]!;
  return VIEWS.some((view) => view.path === name) ? name : '';
}
