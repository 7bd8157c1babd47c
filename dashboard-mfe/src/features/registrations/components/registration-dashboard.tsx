import { css, type Theme } from '@emotion/react';
import { PROGRAMS, type Program } from '@blueprint/shared/types';
import { Button } from '@blueprint/shared/ui/button';
import { Container, VisuallyHidden, visuallyHiddenStyles } from '@blueprint/shared/ui/layout';
import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { expireSession } from '../../../lib/session';
import type { Student } from '../api/normalize-registration';
import { useLiveRegistrations } from '../hooks/use-live-registrations';
import { useProgramStats } from '../hooks/use-program-stats';
import { useRegistrationLists } from '../hooks/use-registration-lists';
import { ConnectionStatus } from './connection-status';
import { ProgramCards } from './program-cards';
import { ProgramDistribution } from './program-distribution';
import { ProgramListDialog } from './program-list-dialog';
import { StudentDetailsDialog } from './student-details-dialog';

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
}

/** 'Program Registration Dashboard': counts, distribution, lists, details, CSV and live updates. */
export function RegistrationDashboard({ token, onLogout, focusHeading = false }: RegistrationDashboardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const stats = useProgramStats();
  const lists = useRegistrationLists();
  const [openProgram, setOpenProgram] = useState<Program | null>(null);
  const [student, setStudent] = useState<Student | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const live = useLiveRegistrations(token, {
    onRegistration: (registration) => {
      stats.addLive(registration);
      lists.addLive(registration);
      setAnnouncement(`New ${registration.program} registration: ${registration.fullName}`);
    },
    onConnect: () => {
      stats.refetch();
      lists.refreshLoaded();
    },
    onUnauthorized: () => expireSession(token),
  });

  // Each program's first page loads alongside the counts, so a card opens on rows, not on a spinner.
  const { open: prefetchList } = lists;
  useEffect(() => {
    for (const program of PROGRAMS) prefetchList(program);
  }, [prefetchList]);

  const loading = stats.status === 'loading';
  const total = PROGRAMS.reduce((sum, program) => sum + stats.counts[program], 0);

  function openList(program: Program) {
    lists.open(program);
    setOpenProgram(program);
  }

  return (
    <Container css={pageStyles}>
      <header>
        <h1 ref={heading} tabIndex={-1}>
          Program Registration Dashboard
        </h1>
        <ConnectionStatus status={live.status} onReconnect={live.reconnect} />
        <Button variant="secondary" onClick={onLogout}>
          Logout
        </Button>
      </header>

      <section aria-labelledby="registrations-by-program">
        <h2 id="registrations-by-program" css={visuallyHiddenStyles}>
          Registrations by program
        </h2>
        {stats.status === 'error' && (
          <div className="error" role="alert">
            <span>Could not load the counts: {stats.error}</span>
            <Button variant="secondary" onClick={stats.refetch}>
              Try again
            </Button>
          </div>
        )}
        <p className="summary" aria-live="polite">
          {loading ? 'Loading counts…' : `${formatCount(total)} registrations in all. Choose a program to see its students.`}
        </p>
        <ProgramCards counts={stats.counts} loading={loading} onOpen={openList} />
      </section>

      <ProgramDistribution counts={stats.counts} />

      <ProgramListDialog
        program={openProgram}
        list={openProgram ? lists.lists[openProgram] : undefined}
        total={openProgram ? stats.counts[openProgram] : 0}
        onClose={() => setOpenProgram(null)}
        onLoadMore={lists.loadMore}
        onRetry={lists.reload}
        onView={setStudent}
      />
      <StudentDetailsDialog student={student} onClose={() => setStudent(null)} />

      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Container>
  );
}
