import { css, type Theme } from '@emotion/react';
import { errorStatus } from '@blueprint/shared/api';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { Button } from '@blueprint/shared/ui/button';
import { Dialog } from '@blueprint/shared/ui/dialog';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ActionButtons, actionDialogStyles } from '../../../components/action-dialog';
import { PagedTable, viewStateStyles } from '../../../components/paged-table';
import { When } from '../../../components/when';
import { formatCount } from '../../../lib/format';
import { accept, describeActionFailure } from '../../../lib/staff-action';
import { useMutationForm } from '../../../lib/use-mutation-form';
import type { CursorPages } from '../../../lib/use-cursor-list';
import {
  REMOTES,
  releasesQuery,
  rollbackKey,
  useRollback,
  type DeployLogEntry,
  type Release,
  type ReleaseList,
  type Remote,
} from '../api/releases-api';

const viewStyles = (theme: Theme) => css`
  ${viewStateStyles(theme)}
  display: grid;
  gap: 1.5rem;
  h2,
  h3,
  h4 {
    margin: 0;
  }
  section {
    display: grid;
    gap: 0.75rem;
    padding-top: 1rem;
    border-top: 1px solid ${theme.colors.border};
  }
  .live {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.25rem 1rem;
    margin: 0;
  }
  .live dt {
    color: ${theme.colors.textMuted};
  }
  .live dd {
    margin: 0;
  }
  .id {
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
  .marker {
    display: inline-block;
    margin-left: 0.25rem;
    padding: 0 0.5rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    font-weight: 700;
  }
`;

const REMOTE_NAMES: Record<Remote, string> = {
  marketing: 'Marketing',
  catalog: 'Catalog',
  internship: 'Internship',
  dashboard: 'Dashboard',
};

/** The answer when this API has no deploys set up: said once for the whole view. */
const notSetUp = (query: UseQueryResult<ReleaseList>) => query.isError && errorStatus(query.error) === 404;

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

interface RollingBack {
  remote: Remote;
  from: string;
  to: string;
}

/**
 * For admins: which release of each remote is live, who made it live and when, each remote's releases with the
 * browser errors reported for them, its deploy log, and a rollback to the release live before.
 */
export function ReleasesView() {
  const lists = useQueries({ queries: REMOTES.map((remote) => releasesQuery(remote)) });
  const [rollingBack, setRollingBack] = useState<RollingBack | null>(null);
  const [result, setResult] = useState<string | null>(null);

  return (
    <div css={viewStyles}>
      <h2>Releases</h2>
      <p className="note">
        Which release of each remote the site serves. A rollback makes the release live before it live again, on the
        next page load.
      </p>
      {result && <p role="status">{result}</p>}
      {lists.every(notSetUp) ? (
        <p role="alert" className="error">
          Deploys are not set up on this API: there are no releases to show. Start the site with npm start, or set
          DEPLOY_TOKEN and DEPLOY_STATE_DIR on the API.
        </p>
      ) : (
        REMOTES.map((remote, index) => (
          <RemoteReleases
            key={remote}
            remote={remote}
            query={lists[index]!}
            onRollBack={(from, to) => {
              setResult(null);
              setRollingBack({ remote, from, to });
            }}
          />
        ))
      )}
      <Dialog
        open={rollingBack !== null}
        onClose={() => setRollingBack(null)}
        title={rollingBack ? `Roll back ${REMOTE_NAMES[rollingBack.remote]}` : ''}
        maxWidth="32rem"
      >
        {rollingBack && (
          <RollbackForm
            key={`${rollingBack.remote}-${rollingBack.to}`}
            rollingBack={rollingBack}
            onCancel={() => setRollingBack(null)}
            onDone={(text) => {
              setRollingBack(null);
              setResult(text);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function RemoteReleases({
  remote,
  query,
  onRollBack,
}: {
  remote: Remote;
  query: UseQueryResult<ReleaseList>;
  onRollBack: (from: string, to: string) => void;
}) {
  const headingId = useId();
  const name = REMOTE_NAMES[remote];
  const list = query.data;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      {query.isPending ? (
        <p className="note" role="status">
          Loading the releases of {name}…
        </p>
      ) : query.isError ? (
        <div className="error" role="alert">
          <span>{describeActionFailure(`Could not load the releases of ${name}`)(query.error).message}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <dl className="live">
            <dt>Live release</dt>
            <dd>
              <span className="id">{list!.live.release}</span>
              {list!.live.release === 'base' && ' (the build the remote’s server serves by itself)'}
            </dd>
            <dt>Made live by</dt>
            <dd>{list!.live.by ?? 'Nobody yet: never deployed'}</dd>
            <dt>Live since</dt>
            <dd>{list!.live.at ? <When at={list!.live.at} /> : '—'}</dd>
            <dt>Browser errors</dt>
            <dd>{list!.live.errors === null ? '—' : formatCount(list!.live.errors)}</dd>
          </dl>
          {list!.live.previous && (
            <div>
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                onClick={() => onRollBack(list!.live.release, list!.live.previous!)}
              >
                Roll back {name} to {list!.live.previous}
              </Button>
            </div>
          )}
          {list!.releases.length === 0 && list!.log.length === 0 ? (
            <p className="note">
              No releases of {name} yet: npm run release -- {remote} makes one.
            </p>
          ) : (
            <ReleaseTables name={name} remote={remote} list={list!} />
          )}
        </>
      )}
    </section>
  );
}

/** A remote's releases, newest first, and its deploy log: tables, cards on a phone. */
function ReleaseTables({ name, remote, list }: { name: string; remote: Remote; list: ReleaseList }) {
  return (
    <>
      <h4>Releases</h4>
      <PagedTable<Release>
        caption={`Releases of ${name}, newest first`}
        columns={[
          {
            header: 'Release',
            rowHeader: true,
            cell: (row) => (
              <>
                <span className="id">{row.release}</span>
                {row.live && (
                  <>
                    {' '}
                    <span className="marker">Live</span>
                  </>
                )}
              </>
            ),
          },
          { header: 'Commit', cell: (row) => <span className="id">{row.commit}</span> },
          { header: 'Built', cell: (row) => <When at={row.builtAt} /> },
          { header: 'Browser errors', cell: (row) => (row.errors === null ? '—' : formatCount(row.errors)) },
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
          { header: 'Change', cell: (entry) => (entry.action === 'rollback' ? 'Rollback' : 'Deploy') },
          { header: 'From', cell: (entry) => <span className="id">{entry.from}</span> },
          { header: 'To', cell: (entry) => <span className="id">{entry.to}</span> },
          { header: 'By', cell: (entry) => entry.by },
        ]}
        pages={rowsOf(list.log)}
        rowKey={(entry) => `${entry.at}-${entry.to}`}
        noun={['change', 'changes']}
        emptyText="Nothing deployed yet."
      />
    </>
  );
}

/** The confirmation: what goes live in place of what, and when it takes effect. */
function RollbackForm({
  rollingBack: { remote, from, to },
  onCancel,
  onDone,
}: {
  rollingBack: RollingBack;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const rollback = useRollback();
  const name = REMOTE_NAMES[remote];
  const { outcome, submitting, onSubmit, formRef, statusRef } = useMutationForm(rollback, {
    mutationKey: rollbackKey,
    // The API's 409 (the gate's refusal, or nothing to roll back to) reads as it says.
    describeFailure: describeActionFailure(`Could not roll back ${name}`),
    onSuccess: (answer) => onDone(`${name} is back on ${answer.live}. It takes effect on the next page load.`),
  });
  return (
    <form
      ref={formRef}
      css={actionDialogStyles}
      noValidate
      aria-busy={submitting}
      onSubmit={onSubmit(() => accept(remote))}
    >
      <p>
        Make <span className="id">{to}</span> the live release of {name} again, in place of{' '}
        <span className="id">{from}</span>? Every page load after this uses it; a tab already open keeps the release it
        loaded until it is reloaded.
      </p>
      <FormStatus ref={statusRef} outcome={outcome} persistent={false} />
      <ActionButtons submitting={submitting} label="Roll back" busyLabel="Rolling back…" onCancel={onCancel} />
    </form>
  );
}
