import { css, type Theme } from '@emotion/react';
import { getErrorMessage } from '@blueprint/shared/api';
import { useSearchParams } from '@blueprint/shared/router';
import { PROGRAMS } from '@blueprint/contract/api/values';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField } from '@blueprint/shared/ui/field';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { viewStateStyles } from '../../../components/paged-table';
import { formatCount, zonedDay } from '../../../lib/format';
import { DateFilterField } from '../../../components/date-filter-field';
import { getTimeline, type TimelineBucket, type TimelinePoint } from '../api/get-timeline';
import { registrationKeys } from '../api/query-keys';
import { programColor } from './program-color';

// Only fetched when the chart is shown.
const TimelineChart = lazy(() => import('./timeline-chart'));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * `YYYY-MM-DD` `days` before today, in the institute's time zone (the API's TIME_ZONE buckets): at 00:21 in
 * Bengaluru today is already today there, not yesterday as in UTC.
 */
function daysAgo(days: number): string {
  return zonedDay(new Date(Date.now() - days * DAY_MS).toISOString());
}

/** The chosen range and bucket, from the URL; the last 30 days by day when none is chosen. */
function readRange(params: URLSearchParams) {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const bucket: TimelineBucket = params.get('bucket') === 'week' ? 'week' : 'day';
  return { from: DATE.test(from) ? from : daysAgo(29), to: DATE.test(to) ? to : daysAgo(0), bucket };
}

const viewStyles = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  .controls {
    display: grid;
    gap: 0.75rem 1rem;
    ${theme.media.sm} {
      grid-template-columns: repeat(3, minmax(0, 12rem));
    }
  }
  ${viewStateStyles(theme)}
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .swatch {
    display: inline-block;
    width: 1.5rem;
    height: 4px;
    margin-right: 0.4rem;
    vertical-align: middle;
  }
  .panes {
    display: grid;
    gap: 1.25rem;
  }
  .table-box {
    max-height: 24rem;
    overflow: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.4rem 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: right;
  }
  th:first-of-type {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.colors.surface};
  }
`;

type TimelineState =
  { status: 'loading' } | { status: 'ready'; points: TimelinePoint[] } | { status: 'error'; error: string };

/** Registrations over time, per day or week and program, for a chosen range: a chart, and its numbers as a table. */
export function TrendsView() {
  const [params, setParams] = useSearchParams();
  const { from, to, bucket } = readRange(params);
  const timeline = useQuery({
    queryKey: registrationKeys.timeline({ from, to, bucket }),
    queryFn: () => getTimeline({ from, to, bucket }),
    meta: { what: 'the timeline' },
    // No event moves a past bucket's count exactly: the trend is read again each time it is shown.
    staleTime: 0,
  });
  const state: TimelineState =
    timeline.status === 'success'
      ? { status: 'ready', points: timeline.data }
      : timeline.status === 'error' && !timeline.isFetching
        ? { status: 'error', error: getErrorMessage(timeline.error) }
        : { status: 'loading' };
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();

  function change(name: 'from' | 'to' | 'bucket', value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  const points = state.status === 'ready' ? state.points : [];
  const totals = Object.fromEntries(
    PROGRAMS.map((program) => [program, points.reduce((sum, point) => sum + point[program], 0)]),
  );
  const total = PROGRAMS.reduce((sum, program) => sum + totals[program]!, 0);
  const per = bucket === 'week' ? 'week' : 'day';
  const label = `Registrations per ${per} from ${from} to ${to}: ${formatCount(total)} in all (${PROGRAMS.map((program) => `${program} ${formatCount(totals[program]!)}`).join(', ')}). The table holds every value.`;

  return (
    <div css={viewStyles}>
      <form className="controls" aria-label="Trend range" onSubmit={(event) => event.preventDefault()}>
        <DateFilterField label="From" value={from} max={to} onChange={(date) => change('from', date)} />
        <DateFilterField label="To" value={to} min={from} onChange={(date) => change('to', date)} />
        <SelectField
          label="Per"
          value={bucket}
          onChange={(event) => change('bucket', event.target.value === 'week' ? 'week' : '')}
        >
          <option value="day">Day</option>
          <option value="week">Week</option>
        </SelectField>
      </form>
      <p className="summary" role="status" aria-live="polite">
        {state.status === 'loading'
          ? 'Loading the trend…'
          : state.status === 'ready'
            ? `${formatCount(total)} registrations from ${from} to ${to}`
            : ''}
      </p>
      {state.status === 'error' && (
        <div className="error" role="alert">
          <span>Could not load the trend: {state.error}</span>
          <Button variant="secondary" onClick={() => void timeline.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <ul className="legend" aria-label="Programs">
            {PROGRAMS.map((program) => (
              <li key={program}>
                <span
                  className="swatch"
                  aria-hidden="true"
                  css={(theme: Theme) => css({ background: programColor(theme, program) })}
                />
                {program}: {formatCount(totals[program]!)}
              </li>
            ))}
          </ul>
          <div>
            <Button
              variant="secondary"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? 'Hide data table' : 'Show data table'}
            </Button>
          </div>
          <div className="panes">
            {points.length === 0 ? (
              <p className="note">No registrations in this range.</p>
            ) : (
              <Suspense fallback={<p className="note">Loading the chart…</p>}>
                <TimelineChart points={points} label={label} />
              </Suspense>
            )}
            <div id={tableId} className="table-box" hidden={!showTable}>
              {showTable && <TimelineTable points={points} per={per} />}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function TimelineTable({ points, per }: { points: TimelinePoint[]; per: string }) {
  return (
    <table>
      <caption className="note">Registrations per {per} and program</caption>
      <thead>
        <tr>
          <th scope="col">{per === 'week' ? 'Week of' : 'Day'}</th>
          {PROGRAMS.map((program) => (
            <th key={program} scope="col">
              {program}
            </th>
          ))}
          <th scope="col">All</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.date}>
            <th scope="row">{point.date.slice(0, 10)}</th>
            {PROGRAMS.map((program) => (
              <td key={program}>{formatCount(point[program])}</td>
            ))}
            <td>{formatCount(PROGRAMS.reduce((sum, program) => sum + point[program], 0))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
