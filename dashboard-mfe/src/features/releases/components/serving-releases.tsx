// Which releases of a remote visitors get now: the stable one and a running canary, each with its share of
// visitors and its page loads and errors over the automatic stop's window, and what an admin can do with them.
import { Button } from '@blueprint/shared/ui/button';
import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import { useId, type ReactNode } from 'react';
import { When } from '../../../components/when';
import { formatCount } from '../../../lib/format';
import type { Canary, ReleaseList, Remote, Traffic } from '../api/releases-api';
import type { PendingAction } from './release-actions';
import { REMOTE_NAMES } from './remote-names';

const rateFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

/** Errors per page load, as the automatic stop's reason says it ("0.3%"); nothing before a page has loaded. */
const errorRate = ({ loads, errors }: NonNullable<Traffic>) =>
  loads > 0 ? ` (${rateFormat.format(errors / loads)})` : '';

/** A window of milliseconds in words: "10 minutes", "30 seconds". */
export function formatWindow(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes >= 1 && Number.isInteger(minutes)) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const seconds = Math.round(ms / 1000);
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** A release's share of visitors and its page loads and errors ('—' when they cannot be read just now). */
function TrafficRows({ share, traffic }: { share: number; traffic: Traffic }) {
  return (
    <>
      <dt>Share</dt>
      <dd>{share}%</dd>
      <dt>Page loads</dt>
      <dd>{traffic ? formatCount(traffic.loads) : '—'}</dd>
      <dt>Errors</dt>
      <dd>{traffic ? `${formatCount(traffic.errors)}${errorRate(traffic)}` : '—'}</dd>
    </>
  );
}

/** One release visitors get: a group named by its heading, its facts, then its actions. */
function ServingCard({ title, facts, actions }: { title: string; facts: ReactNode; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="card">
      <h4 id={headingId}>{title}</h4>
      <dl className="live">{facts}</dl>
      {actions && <div className="actions">{actions}</div>}
    </div>
  );
}

export interface ServingReleasesProps {
  remote: Remote;
  list: ReleaseList;
  onAction: (action: PendingAction) => void;
}

/** The stable release and, while one runs, the canary, side by side (stacked on a phone). */
export function ServingReleases({ remote, list, onAction }: ServingReleasesProps) {
  const name = REMOTE_NAMES[remote];
  const { live, canary } = list;
  return (
    <>
      <div className="serving">
        <ServingCard
          title="Stable release"
          facts={
            <>
              <dt>Live release</dt>
              <dd>
                <span className="id">{live.release}</span>
                {live.release === 'base' && ' (the build the remote’s server serves by itself)'}
              </dd>
              <dt>Made live by</dt>
              <dd>{live.by ?? 'Nobody yet: never deployed'}</dd>
              <dt>Live since</dt>
              <dd>{live.at ? <When at={live.at} /> : '—'}</dd>
              <TrafficRows share={live.share} traffic={live.traffic} />
              <dt>Browser errors</dt>
              <dd>{live.errors === null ? '—' : formatCount(live.errors)}</dd>
            </>
          }
          // While a canary runs the rollback route ends it: Stop says so, on the canary.
          actions={
            !canary &&
            live.previous && (
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                onClick={() => onAction({ kind: 'rollback', remote, from: live.release, to: live.previous! })}
              >
                Roll back {name} to {live.previous}
              </Button>
            )
          }
        />
        {canary && <CanaryCard remote={remote} canary={canary} stable={live.release} onAction={onAction} />}
      </div>
      {canary && <AutoStopNote list={list} />}
    </>
  );
}

function CanaryCard({
  remote,
  canary,
  stable,
  onAction,
}: {
  remote: Remote;
  canary: Canary;
  stable: string;
  onAction: (action: PendingAction) => void;
}) {
  const name = REMOTE_NAMES[remote];
  return (
    <ServingCard
      title="Canary release"
      facts={
        <>
          <dt>Canary release</dt>
          <dd>
            <span className="id">{canary.release}</span>
          </dd>
          <dt>Started by</dt>
          <dd>{canary.by}</dd>
          <dt>Running since</dt>
          <dd>
            <When at={canary.at} />
          </dd>
          <TrafficRows share={canary.percent} traffic={canary.traffic} />
        </>
      }
      actions={
        <>
          {/* The visible verb first, then what it acts on for a screen reader's list of buttons. */}
          <Button
            aria-haspopup="dialog"
            onClick={() => onAction({ kind: 'promote', remote, canary: canary.release, stable })}
          >
            Promote<VisuallyHidden> the canary of {name}</VisuallyHidden>
          </Button>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => onAction({ kind: 'stop', remote, canary: canary.release, percent: canary.percent, stable })}
          >
            Stop<VisuallyHidden> the canary of {name}</VisuallyHidden>
          </Button>
        </>
      }
    />
  );
}

/** Over which window the counts run, and when the canary stops itself. */
function AutoStopNote({ list: { live, canary, autoStop } }: { list: ReleaseList }) {
  const since = canary?.traffic?.since ?? live.traffic?.since;
  return (
    <p className="note">
      Page loads and errors count{' '}
      {since ? (
        <>
          since <When at={since} />
        </>
      ) : (
        'over the last window'
      )}
      , at most the last {formatWindow(autoStop.windowMs)}. The canary stops itself once it has at least{' '}
      {formatCount(autoStop.minErrors)} errors and {autoStop.ratio} times the stable release’s errors per page load.
    </p>
  );
}

/** The newest log line, when it is a canary that stopped itself: why, in the API's words. */
export function AutoStopNotice({ log }: { log: ReleaseList['log'] }) {
  const newest = log[0];
  if (newest?.action !== 'canary-stop' || !newest.reason) return null;
  return (
    <p className="stopped">
      <span>{newest.reason}</span> (<When at={newest.at} />)
    </p>
  );
}
