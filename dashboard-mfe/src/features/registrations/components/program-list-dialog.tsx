import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import type { Program } from '@blueprint/contract/api/values';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { useCallback } from 'react';
import { DownloadCsvButton } from '../../../components/download-csv-button';
import { formatCount } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { csvFileName, downloadProgramCsv } from '../api/download-program-csv';
import { registrationListOptions } from '../api/get-registrations';
import { StudentList } from './student-list';

/** Rows per request: a page fills several screens of the 370px list, and one request answers fast. */
export const PAGE_SIZE = 100;

/**
 * A program's list: loaded with the counts and kept while the dashboard is open (no garbage collection), so
 * reopening a program is instant and live registrations join lists that are closed too.
 */
export function programListOptions(program: Program) {
  return { ...registrationListOptions({ program }, PAGE_SIZE), gcTime: Infinity };
}

export const EMPTY_LIST_TEXT = 'No students registered for the program yet';

const bodyStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: 0.75rem;
  }
  .summary {
    margin: 0;
    align-self: center;
    color: ${theme.colors.textMuted};
  }
  .note {
    margin: 0;
    padding: 1rem;
    text-align: center;
    color: ${theme.colors.textMuted};
  }
  .error {
    margin: 0;
    color: ${theme.colors.danger};
  }
`;

export interface ProgramListDialogProps {
  program: Program | null;
  total: number;
  onClose: () => void;
  onView: (student: Registration) => void;
}

/** The students of one program, opened from its card. */
export function ProgramListDialog({ program, total, onClose, onView }: ProgramListDialogProps) {
  return (
    <Dialog open={program !== null} onClose={onClose} title={program ? `${program} Students` : ''} maxWidth="44rem">
      {program && <ProgramListBody key={program} program={program} total={total} onView={onView} />}
    </Dialog>
  );
}

function ProgramListBody({
  program,
  total,
  onView,
}: Omit<ProgramListDialogProps, 'program' | 'onClose'> & { program: Program }) {
  const list = useCursorList(programListOptions(program));
  const students = list.items;
  // After a failed page the list waits for Try again rather than asking again on every scroll.
  const failedMore = list.status === 'ready' && Boolean(list.error);
  const { loadMore: loadNext } = list;
  const loadMore = useCallback(() => {
    if (!failedMore) loadNext();
  }, [failedMore, loadNext]);
  const loading = list.status === 'loading';
  const shown = Math.max(total, students.length);
  return (
    <div css={bodyStyles}>
      <div className="toolbar">
        <p className="summary" role="status">
          {loading ? `Loading ${program} students…` : `${formatCount(shown)} ${shown === 1 ? 'student' : 'students'}`}
        </p>
        <DownloadCsvButton
          fileName={csvFileName(program)}
          download={(onProgress) => downloadProgramCsv(program, onProgress)}
        />
      </div>
      {list.status === 'error' ? (
        <div role="alert">
          <p className="error">Could not load the students: {list.error}</p>
          <Button variant="secondary" onClick={list.retry}>
            Try again
          </Button>
        </div>
      ) : loading && students.length === 0 ? (
        <p className="note" aria-hidden="true">
          Loading…
        </p>
      ) : students.length === 0 && !list.nextCursor ? (
        <p className="note">{EMPTY_LIST_TEXT}</p>
      ) : (
        <StudentList
          program={program}
          students={students}
          total={shown}
          hasMore={Boolean(list.nextCursor)}
          loadingMore={list.loadingMore}
          onLoadMore={loadMore}
          onView={onView}
        />
      )}
      {failedMore && (
        <div role="alert">
          <p className="error">Could not load more students: {list.error}</p>
          <Button variant="secondary" onClick={loadNext}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
