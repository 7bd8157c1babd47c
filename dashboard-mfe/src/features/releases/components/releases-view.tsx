import { css, type Theme } from '@emotion/react';
import { errorStatus } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { viewStateStyles } from '../../../components/paged-table';
import { describeActionFailure } from '../../../lib/staff-action';
import { REMOTES, releasesQuery, type ReleaseList, type Remote } from '../api/releases-api';
import { ActionDialog, type PendingAction } from './release-actions';
import { ReleaseTables } from './release-tables';
import { REMOTE_NAMES } from './remote-names';
import { AutoStopNotice, ServingReleases } from './serving-releases';

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
  .serving {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
    gap: 1rem;
  }
  .card {
    display: grid;
    align-content: start;
    gap: 0.75rem;
    padding: 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .stopped {
    margin: 0;
    padding: 0.75rem 1rem;
    border-left: 4px solid ${theme.colors.danger};
    background: ${theme.colors.surface};
    font-weight: 600;
  }
  .reason {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
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

/** The answer when this API has no deploys set up: said once for the whole view. */
const notSetUp = (query: UseQueryResult<ReleaseList>) => query.isError && errorStatus(query.error) === 404;

/** Opens a path of the site in this tab: a preview link sets its cookie there and goes on to the home page. */
const openOnSite = (path: string) => window.location.assign(path);

export interface ReleasesViewProps {
  /** How a preview link is opened (the tests watch it; the browser leaves the page). */
  navigate?: (path: string) => void;
}

/**
 * For admins: which releases of each remote visitors get (the stable one and a running canary, their shares,
 * page loads and errors), who made them live and when, each remote's releases with the browser errors reported
 * for them, its deploy log, and the actions: a rollback, a canary's Promote and Stop, a Preview of a release.
 */
export function ReleasesView({ navigate = openOnSite }: ReleasesViewProps) {
  const lists = useQueries({ queries: REMOTES.map((remote) => releasesQuery(remote)) });
  const [pending, setPending] = useState<PendingAction | null>(null);
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
            onAction={(action) => {
              setResult(null);
              setPending(action);
            }}
          />
        ))
      )}
      <ActionDialog
        action={pending}
        onClose={() => setPending(null)}
        onDone={(text) => {
          setPending(null);
          setResult(text);
        }}
        navigate={navigate}
      />
    </div>
  );
}

function RemoteReleases({
  remote,
  query,
  onAction,
}: {
  remote: Remote;
  query: UseQueryResult<ReleaseList>;
  onAction: (action: PendingAction) => void;
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
          <AutoStopNotice log={list!.log} />
          <ServingReleases remote={remote} list={list!} onAction={onAction} />
          {list!.releases.length === 0 && list!.log.length === 0 ? (
            <p className="note">
              No releases of {name} yet: npm run release -- {remote} makes one.
            </p>
          ) : (
            <ReleaseTables remote={remote} list={list!} onAction={onAction} />
          )}
        </>
      )}
    </section>
  );
}
