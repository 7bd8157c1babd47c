import type { Registration } from '@blueprint/contract/api/registrations';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { css, type Theme } from '@emotion/react';
import { getErrorMessage } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { visuallyHiddenStyles } from '@blueprint/shared/ui/layout';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { useLiveEvent } from '../../../lib/live-bus';
import { registrationOptions } from '../api/get-registration';
import { useProgramCounts, ZERO_COUNTS } from '../api/get-program-stats';
import { useStatusCounts } from '../api/get-status-counts';
import { FollowUpCounts } from './follow-up-counts';
import { ProgramCards } from './program-cards';
import { ProgramDistribution } from './program-distribution';
import { ProgramListDialog, programListOptions } from './program-list-dialog';
import { StudentDetailsDialog } from './student-details-dialog';
import { StudentPanelHost, type OpenPanel } from './student-panel-host';

const overviewStyles = (theme: Theme) => css`
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

/**
 * The spec's 'Program Registration Dashboard' (the workspace's first view): the counts per program and per
 * follow-up status, the distribution, each program's list, a student's details and, from them, the student
 * panel. Everything shown comes from the query cache, which the live updates keep current.
 */
export function ProgramOverview() {
  const queryClient = useQueryClient();
  const stats = useProgramCounts();
  const counts = stats.data ?? ZERO_COUNTS;
  const statusCounts = useStatusCounts();
  const [openProgram, setOpenProgram] = useState<Program | null>(null);
  const [student, setStudent] = useState<Registration | null>(null);
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const total = PROGRAMS.reduce((sum, program) => sum + counts[program], 0);

  // Each program's first page loads alongside the counts, so a card opens on rows, not on a spinner.
  useEffect(() => {
    for (const program of PROGRAMS) void queryClient.prefetchInfiniteQuery(programListOptions(program));
  }, [queryClient]);

  // Erased while its details are open (here or on another dashboard): there is nothing left to show.
  useLiveEvent('registrationDeleted', ({ _id: id }) => setStudent((shown) => (shown?._id === id ? null : shown)));

  const loading = stats.isPending || (!stats.data && stats.isFetching);
  const failed = stats.isError && !stats.data && !stats.isFetching;

  return (
    <div css={overviewStyles}>
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
          {loading
            ? 'Loading counts…'
            : `${formatCount(total)} registrations in all. Choose a program to see its students.`}
        </p>
        <ProgramCards counts={counts} loading={loading} onOpen={setOpenProgram} />
        <FollowUpCounts counts={statusCounts.data ?? null} />
      </section>

      <ProgramDistribution counts={counts} />

      <ProgramListDialog
        program={openProgram}
        total={openProgram ? counts[openProgram] : 0}
        onClose={() => setOpenProgram(null)}
        onView={setStudent}
      />
      <LatestDetails
        student={student}
        onClose={() => setStudent(null)}
        onOpenPanel={(shown) => {
          setStudent(null);
          setPanel({ id: shown._id, initial: shown });
        }}
      />
      <StudentPanelHost open={panel} onOpen={setPanel} />
    </div>
  );
}

/** Student Details of the row chosen, as its record is now: a change saved anywhere shows while it is open. */
function LatestDetails({
  student,
  onClose,
  onOpenPanel,
}: {
  student: Registration | null;
  onClose: () => void;
  onOpenPanel: (student: Registration) => void;
}) {
  // Nothing is read: the row is the record, and the live updates replace it.
  const latest = useQuery({ ...registrationOptions(student?._id ?? '', student ?? undefined), enabled: false }).data;
  return (
    <StudentDetailsDialog
      student={student && latest?._id === student._id ? latest : student}
      onClose={onClose}
      onOpenPanel={onOpenPanel}
    />
  );
}
