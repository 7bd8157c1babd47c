import type { Registration, RegistrationDeleted } from '@blueprint/contract/api/registrations';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { css, type Theme } from '@emotion/react';
import { getErrorMessage } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { Container, VisuallyHidden, visuallyHiddenStyles } from '@blueprint/shared/ui/layout';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCurrentView, WorkspaceNav, type WorkspaceView } from '../../../components/workspace-nav';
import { formatCount } from '../../../lib/format';
import { useLiveBus, type LiveBus } from '../../../lib/live-bus';
import { expireSession } from '../../../lib/session';
import { useProgramCounts, ZERO_COUNTS } from '../api/get-program-stats';
import { useStatusCounts } from '../api/get-status-counts';
import { registrationArrived, registrationDeleted, registrationUpdated, refreshRegistrations } from '../api/live-registrations-cache';
import { useLiveRegistrations } from '../hooks/use-live-registrations';
import { ConnectionStatus } from './connection-status';
import { DraftOffer } from './draft-offer';
import { FollowUpCounts } from './follow-up-counts';
import { ProgramCards } from './program-cards';
import { ProgramDistribution } from './program-distribution';
import { ProgramListDialog, programListOptions } from './program-list-dialog';
import { StudentDetailsDialog } from './student-details-dialog';
import { StudentPanelHost } from './student-panel-host';
import { Presence, PresenceContext } from '../hooks/use-viewers';

// The views beyond the Overview load when first shown: the dashboard's first view stays as small as it was.
const RegistrationsView = lazy(() => import('./registrations-view').then((module) => ({ default: module.RegistrationsView })));
const TrendsView = lazy(() => import('./trends-view').then((module) => ({ default: module.TrendsView })));

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
  .summary {
    margin: 0 0 1rem;
    color: ${theme.colors.textMuted};
  }
  .error {
    margin: 0 0 1rem;
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.colors.danger};
    border-radius: ${theme.radius.md};
    color: ${theme.colors.danger};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
  }
`;

export interface RegistrationDashboardProps {
  token: string;
  onLogout: () => void;
  /** Move focus to the heading on arrival (just signed in). */
  focusHeading?: boolean;
  /** Where the socket's events go for views outside this feature (the inbox); one of its own otherwise. */
  bus?: LiveBus;
  /** Views other features add after the registrations' own (messages, subscribers, audit log). */
  extraViews?: Array<WorkspaceView & { render: () => ReactNode }>;
  /**
   * Show the counts per follow-up status beside the program counts (one more request, and live updates:
   * live-registrations-cache.ts). The workspace turns them on, not every embedding.
   */
  followUpCounts?: boolean;
  /** 'History and actions' in Student Details opens the student panel (the workspace; the spec's dashboard alone has none). */
  studentPanel?: boolean;
  /** Who is signed in and their account's actions, beside Logout. */
  account?: ReactNode;
}

const OWN_VIEWS: WorkspaceView[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'registrations', label: 'Registrations' },
  { id: 'trends', label: 'Trends' },
];

/**
 * 'Program Registration Dashboard': counts, distribution, lists, details, CSV and live updates (the spec's
 * dashboard, the Overview), and beside it the staff workspace's views: every registration searched and
 * followed up, the trend, and the views other features add.
 */
export function RegistrationDashboard({ token, onLogout, focusHeading = false, bus, extraViews = [], followUpCounts = false, studentPanel = false, account }: RegistrationDashboardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const queryClient = useQueryClient();
  const stats = useProgramCounts();
  const counts = stats.data ?? ZERO_COUNTS;
  const [openProgram, setOpenProgram] = useState<Program | null>(null);
  const [student, setStudent] = useState<Registration | null>(null);
  const [panel, setPanel] = useState<{ id: string; initial?: Registration } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ownBus = useLiveBus();
  const liveBus = bus ?? ownBus;
  const [presence] = useState(() => new Presence());
  const total = PROGRAMS.reduce((sum, program) => sum + counts[program], 0);
  const statusCounts = useStatusCounts(followUpCounts);

  // The cache has taken the change (live-registrations-cache.ts); an open details dialog shows it too.
  function updated(registration: Registration) {
    setStudent((shown) => (shown?._id === registration._id ? registration : shown));
  }

  function deleted(registration: RegistrationDeleted) {
    setStudent((shown) => (shown?._id === registration._id ? null : shown));
  }

  const live = useLiveRegistrations(
    token,
    {
      onRegistration: (registration) => {
        registrationArrived(queryClient, registration);
        setAnnouncement(`New ${registration.program} registration: ${registration.fullName}`);
      },
      onUpdated: (registration) => {
        registrationUpdated(queryClient, registration);
        updated(registration);
      },
      onDeleted: (registration) => {
        registrationDeleted(queryClient, registration);
        deleted(registration);
        setAnnouncement(`A ${registration.program} registration was deleted`);
      },
      onConnect: () => refreshRegistrations(queryClient),
      onUnauthorized: () => expireSession(token),
    },
    liveBus,
    presence,
  );

  // Each program's first page loads alongside the counts, so a card opens on rows, not on a spinner.
  useEffect(() => {
    for (const program of PROGRAMS) void queryClient.prefetchInfiniteQuery(programListOptions(program));
  }, [queryClient]);

  const loading = stats.isPending || (!stats.data && stats.isFetching);
  const failed = stats.isError && !stats.data && !stats.isFetching;
  const views = [...OWN_VIEWS, ...extraViews];
  const view = useCurrentView(views);


  return (
    <PresenceContext value={presence}>
      <Container css={pageStyles}>
        <header>
          <h1 ref={heading} tabIndex={-1}>
            Program Registration Dashboard
          </h1>
          <ConnectionStatus status={live.status} onReconnect={live.reconnect} />
          {account}
          <Button variant="secondary" onClick={onLogout}>
            Logout
          </Button>
        </header>
        <WorkspaceNav views={views} current={view} />
        <DraftOffer />

        <Suspense fallback={<p role="status">Loading…</p>}>
          {view === 'registrations' && <RegistrationsView bus={liveBus} onUpdated={updated} onDeleted={deleted} />}
          {view === 'trends' && <TrendsView />}
          {extraViews.find((extra) => extra.id === view)?.render()}
        </Suspense>

        {view === 'overview' && (
          <>
            <section aria-labelledby="registrations-by-program">
              <h2 id="registrations-by-program" css={visuallyHiddenStyles}>
                Registrations by program
              </h2>
              {failed && (
                <div className="error" role="alert">
                  <span>Could not load the counts: {getErrorMessage(stats.error)}</span>
                  <Button variant="secondary" onClick={() => void stats.refetch()}>
                    Try again
                  </Button>
                </div>
              )}
              <p className="summary" aria-live="polite">
                {loading ? 'Loading counts…' : `${formatCount(total)} registrations in all. Choose a program to see its students.`}
              </p>
              <ProgramCards counts={counts} loading={loading} onOpen={setOpenProgram} />
              {followUpCounts && <FollowUpCounts counts={statusCounts.data ?? null} />}
            </section>

            <ProgramDistribution counts={counts} />
          </>
        )}

        <ProgramListDialog program={openProgram} total={openProgram ? counts[openProgram] : 0} onClose={() => setOpenProgram(null)} onView={setStudent} />
        <StudentDetailsDialog
          student={student}
          onClose={() => setStudent(null)}
          onOpenPanel={
            studentPanel
              ? (shown) => {
                  setStudent(null);
                  setPanel({ id: shown._id, initial: shown });
                }
              : undefined
          }
        />
        {studentPanel && <StudentPanelHost open={panel} onOpen={setPanel} onUpdated={updated} onDeleted={deleted} />}

        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Container>
    </PresenceContext>
  );
}
