import { useSearchParams } from '@blueprint/shared/router';
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { useCallback, useMemo } from 'react';
import { isFollowUpStatus } from '../api/follow-up-status';
import { DUE_FILTERS, REGISTRATION_SORTS, type RegistrationFilters } from '../api/registration-filters';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['q', 'program', 'status', 'from', 'to', 'sort', 'assignee', 'due'] as const;
/** `me`, `none`, or a staff id (a UUID, as every id). */
const ASSIGNEE = /^(?:me|none|[0-9a-f-]{36})$/;

/** The filters in the address bar, checked: a hand-edited or stale link cannot send a bad request. */
export function readFilters(params: URLSearchParams): RegistrationFilters {
  const program = params.get('program') ?? '';
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    program: (PROGRAMS as readonly string[]).includes(program) ? (program as Program) : undefined,
    status: isFollowUpStatus(status) ? status : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    sort: oneOf(REGISTRATION_SORTS, params.get('sort')) ?? 'newest',
    assignee: ASSIGNEE.test(params.get('assignee') ?? '') ? params.get('assignee')! : undefined,
    due: oneOf(DUE_FILTERS, params.get('due')),
  };
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/**
 * The registrations view's filters live in the URL (`/dashboard/registrations?q=…&program=…`), so a view can be
 * bookmarked or sent to a colleague. Changes replace the history entry: typing does not fill the Back button.
 */
export function useRegistrationFilters(): [RegistrationFilters, (change: Partial<RegistrationFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const key = KEYS.map((name) => params.get(name) ?? '').join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when a filter value changes, not on every new params object.
  const filters = useMemo(() => readFilters(params), [key]);
  const update = useCallback(
    (change: Partial<RegistrationFilters>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(change)) {
            if (!value || (name === 'sort' && value === 'newest')) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, update];
}
