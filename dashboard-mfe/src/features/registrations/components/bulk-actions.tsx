import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { SelectField } from '@blueprint/shared/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCount } from '../../../lib/format';
import { describeActionFailure } from '../../../lib/staff-action';
import { BULK_MAX, bulkUpdateKey, useBulkUpdate, type BulkChange } from '../api/bulk-update';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, isFollowUpStatus } from '../api/follow-up-status';
import { useAssignees } from '../hooks/use-assignees';

const barStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  .count {
    font-weight: 700;
    align-self: center;
  }
  label {
    font-size: 0.9rem;
  }
  > div {
    min-width: 10rem;
  }
`;

const resultStyles = css`
  margin: 0;
`;

const KEEP = '';
const NOBODY = 'nobody';

/**
 * The status and assignee of every selected row at once (POST /api/internships/bulk): how many are selected,
 * then how many were changed. Each changed row's event updates every list and count, here and elsewhere.
 */
export function BulkActions({ ids, onClear }: { ids: string[]; onClear: () => void }) {
  const queryClient = useQueryClient();
  const bulk = useBulkUpdate();
  const [status, setStatus] = useState(KEEP);
  const [assignee, setAssignee] = useState(KEEP);
  // Said before anything is sent; the change's own outcome is the mutation's.
  const [refused, setRefused] = useState(false);
  const people = useAssignees(null);

  function apply() {
    if (queryClient.isMutating({ mutationKey: bulkUpdateKey }) > 0) return;
    if (status === KEEP && assignee === KEEP) {
      bulk.reset();
      setRefused(true);
      return;
    }
    setRefused(false);
    const change: BulkChange = { ids: ids.slice(0, BULK_MAX) };
    if (isFollowUpStatus(status)) change.status = status;
    if (assignee !== KEEP) change.assigneeId = assignee === NOBODY ? null : assignee;
    bulk.mutate(change, { onSuccess: onClear });
  }
  const result = refused ? { failed: true, text: 'Choose a status or an assignee to apply.' } : bulkResult(bulk);

  return (
    <>
      {ids.length > 0 && (
        <section css={barStyles} aria-label="Change the selected registrations">
          <span className="count">
            {formatCount(ids.length)} selected
            {ids.length > BULK_MAX ? ` (the first ${formatCount(BULK_MAX)} are changed at once)` : ''}
          </span>
          <SelectField label="Set status" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value={KEEP}>Keep as it is</option>
            {FOLLOW_UP_STATUSES.map((option) => (
              <option key={option} value={option}>
                {FOLLOW_UP_LABELS[option]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Assign to" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
            <option value={KEEP}>Keep as it is</option>
            <option value={NOBODY}>Nobody</option>
            {people.map((person) => (
              <option key={person._id} value={person._id}>
                {person.name}
              </option>
            ))}
          </SelectField>
          <Button onClick={apply} aria-disabled={bulk.isPending} aria-busy={bulk.isPending}>
            {bulk.isPending ? 'Applying…' : `Apply to ${formatCount(ids.length)}`}
          </Button>
          <Button variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </section>
      )}
      <p css={resultStyles} role="status">
        {result && !result.failed ? result.text : ''}
      </p>
      {result?.failed && (
        <p css={resultStyles} role="alert">
          {result.text}
        </p>
      )}
    </>
  );
}

/** What the last bulk change did, in words: how many were changed, or why not. */
function bulkResult(bulk: ReturnType<typeof useBulkUpdate>): { failed: boolean; text: string } | null {
  if (bulk.isError)
    return { failed: true, text: describeActionFailure('Could not update the selection')(bulk.error).message };
  if (!bulk.isSuccess) return null;
  const asked = bulk.variables.ids.length;
  return {
    failed: false,
    text: `Updated ${formatCount(bulk.data)} of ${formatCount(asked)} selected ${asked === 1 ? 'registration' : 'registrations'}.`,
  };
}
