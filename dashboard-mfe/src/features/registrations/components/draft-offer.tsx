import { css, type Theme } from '@emotion/react';
import { getErrorMessage } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clearDraft, listDrafts, type FollowUpDraft } from '../api/follow-up-drafts';
import { registrationUpdated } from '../api/live-registrations-cache';
import { followUpOf, type Student } from '../api/normalize-registration';
import { getRegistration } from '../api/update-registration';
import { FollowUpDialog } from './follow-up-dialog';

const offerStyles = (theme: Theme) => css`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  p {
    margin: 0;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;

/**
 * After signing in again: the follow-ups that were being typed when the last session ended (follow-up-drafts.ts),
 * each offered back ('Reopen' opens the dialog on the registration as stored now, with the typed status and
 * note) or let go ('Discard').
 */
export function DraftOffer() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<FollowUpDraft[]>(listDrafts);
  const [open, setOpen] = useState<{ student: Student; draft: FollowUpDraft } | null>(null);
  const [failure, setFailure] = useState('');
  const draft = drafts[0];
  if (!draft && !open) return null;

  const drop = (id: string) => setDrafts((current) => current.filter((entry) => entry.id !== id));

  async function reopen(chosen: FollowUpDraft) {
    setFailure('');
    try {
      setOpen({ student: await getRegistration(chosen.id), draft: chosen });
    } catch (error) {
      setFailure(`Could not open it: ${getErrorMessage(error)}`);
    }
  }

  return (
    <>
      {draft && (
        <section css={offerStyles} aria-labelledby="draft-offer">
          <p id="draft-offer" role="status">
            Your session ended while you were following up {draft.name || 'a registration'}. What you typed was kept.
          </p>
          {failure && <p role="alert">{failure}</p>}
          <div className="buttons">
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => void reopen(draft)}>
              Reopen the follow-up
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                clearDraft(draft.id);
                drop(draft.id);
              }}
            >
              Discard it
            </Button>
          </div>
        </section>
      )}
      <FollowUpDialog
        student={open?.student ?? null}
        draft={open?.draft ?? null}
        onClose={() => {
          if (open) drop(open.draft.id);
          setOpen(null);
        }}
        onSaved={(saved, before) => {
          registrationUpdated(queryClient, saved, followUpOf(before).status);
          drop(saved._id);
          setOpen(null);
        }}
      />
    </>
  );
}
