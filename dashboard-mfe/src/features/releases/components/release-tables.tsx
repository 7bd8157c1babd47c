// A remote's releases, newest first, with a Preview of each one visitors do not all get, and its deploy log in
// words: tables, cards on a phone.
import { AUTOMATIC } from '@blueprint/contract/releases';
import { Button } from '@blueprint/shared/ui/button';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { PagedTable } from '../../../components/paged-table';
import { When } from '../../../components/when';
import { formatCount } from '../../../lib/format';
import type { CursorPages } from '../../../lib/use-cursor-list';
import type { DeployLogEntry, Release, ReleaseList, Remote } from '../api/releases-api';
import type { PendingAction } from './release-actions';
import { REMOTE_NAMES } from './remote-names';

/** Rows already in hand, as the table reads a list. */
function rowsOf<T>(items: T[]): CursorPages<T> {
  return {
    items,
    nextCursor: null,
    status: 'ready',
    loadingMore: false,
    error: null,
    loadMore: () => {},
    retry: () => {},
  };
}

/** What a log line did, in words. */
export function describeChange({ action, by }: DeployLogEntry): string {
  switch (action) {
    case 'deploy':
      return 'Deploy';
    case 'rollback':
      return 'Rollback';
    case 'canary':
      return 'Canary started';
    case 'promote':
      return 'Canary promoted';
    case 'canary-stop':
      return by === AUTOMATIC ? 'Canary stopped automatically' : 'Canary stopped';
  }
}

/** Who made a change: a person or machine, or the automatic stop. */
const describeBy = (by: string) => (by === AUTOMATIC ? 'Automatic stop' : by);

function ReleaseName({ row, canary }: { row: Release; canary: string | undefined }) {
  const marker = row.live ? 'Live' : row.release === canary ? 'Canary' : null;
  return (
    <>
      <span className="id">{row.release}</span>
      {marker && (
        <>
          {' '}
          <span className="marker">{marker}</span>
        </>
      )}
    </>
  );
}

export interface ReleaseTablesProps {
  remote: Remote;
  list: ReleaseList;
  onAction: (action: PendingAction) => void;
}

export function ReleaseTables({ remote, list, onAction }: ReleaseTablesProps) {
  const name = REMOTE_NAMES[remote];
  const canary = list.canary?.release;
  return (
    <>
      <h4>Releases</h4>
      <PagedTable<Release>
        caption={`Releases of ${name}, newest first`}
        columns={[
          { header: 'Release', rowHeader: true, cell: (row) => <ReleaseName row={row} canary={canary} /> },
          { header: 'Commit', cell: (row) => <span className="id">{row.commit}</span> },
          { header: 'Built', cell: (row) => <When at={row.builtAt} /> },
          { header: 'Browser errors', cell: (row) => (row.errors === null ? '—' : formatCount(row.errors)) },
          {
            header: 'Actions',
            wide: true,
            // Every visitor has the stable release already; a canary's is worth a look by an admin not on it.
            cell: (row) =>
              !row.live && (
                <div className="actions">
                  <Button
                    variant="secondary"
                    aria-haspopup="dialog"
                    onClick={() => onAction({ kind: 'preview', remote, release: row.release })}
                  >
                    Preview
                    <VisuallyHidden>
                      {' '}
                      {row.release} of {name}
                    </VisuallyHidden>
                  </Button>
                </div>
              ),
          },
        ]}
        pages={rowsOf(list.releases)}
        rowKey={(row) => row.release}
        noun={['release', 'releases']}
        emptyText={`No releases of ${name} yet: npm run release -- ${remote} makes one.`}
      />
      <h4>Deploy log</h4>
      <PagedTable<DeployLogEntry>
        caption={`Deploy log of ${name}, newest first`}
        columns={[
          { header: 'When', rowHeader: true, cell: (entry) => <When at={entry.at} /> },
          {
            header: 'Change',
            // One element: on a phone's card the cell is a grid of its label and its content.
            cell: (entry) => (
              <div>
                <span>{describeChange(entry)}</span>
                {entry.reason && <span className="reason">{entry.reason}</span>}
              </div>
            ),
          },
          { header: 'From', cell: (entry) => <span className="id">{entry.from}</span> },
          { header: 'To', cell: (entry) => <span className="id">{entry.to}</span> },
          { header: 'By', cell: (entry) => describeBy(entry.by) },
        ]}
        pages={rowsOf(list.log)}
        rowKey={(entry) => `${entry.at}-${entry.action}-${entry.to}`}
        noun={['change', 'changes']}
        emptyText="Nothing deployed yet."
      />
    </>
  );
}
