import { FormStatus } from '@blueprint/shared/forms/form-status';
import type { SubmitOutcome } from '@blueprint/shared/forms/use-submit';
import { Button } from '@blueprint/shared/ui/button';
import type { Ref } from 'react';

interface Props {
  submitting: boolean;
  outcome: SubmitOutcome;
  statusRef: Ref<HTMLDivElement>;
  /** The status line's id, where a confirmation sent without JavaScript points. */
  statusId: string;
  /** The page was rendered with a confirmation: focus is on it as the page loads. */
  confirmedOnLoad: boolean;
}

/** The end of both registration forms: Register Now (Submitting... while busy), then the status line. */
export function RegistrationSubmit({ submitting, outcome, statusRef, statusId, confirmedOnLoad }: Props) {
  return (
    <>
      <div className="form-actions">
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Register Now'}
        </Button>
      </div>
      <FormStatus ref={statusRef} outcome={outcome} id={statusId} focusOnLoad={confirmedOnLoad} />
    </>
  );
}
