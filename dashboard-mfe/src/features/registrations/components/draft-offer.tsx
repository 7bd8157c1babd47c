import type { Registration } from '@blueprint/contract/api/registrations';
import { css, type Theme } from '@emotion/react';
import { getErrorMessage } from '@blueprint/shared/api';
import { Button } from '@blueprint/shared/ui/button';
import { useState } from 'react';
import { useMe } from '../../../lib/me';
import { clearDraft, listDrafts, type FollowUpDraft } from '../api/follow-up-drafts';
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
  const [drafts, setDrafts] = useState<FollowUpDraft[]>(listDrafts);
  const [open, setOpen] = useState<{ student: Registration; draft: FollowUpDraft } | null>(null);
  const [failure, setFailure] = useState('');
  // Only this person's drafts (and those kept before logins were per person).
  const me = useMe().data?._id;
  const draft = drafts.find((candidate) => candidate.staffId === undefined || candidate.staffId === me);
  if (!draft && !open) return null;

  const drop = (id: string) => setDrafts((current) => current.filter((entry) => entry.id !== id));

  async function reopen(chosen: FollowUpDraft) {
    setFailure('');
    try {
      const now = await getRegistration(chosen.id);
      // Saved on the version it was typed on: if a colleague changed it since, the save says so (412) and
      // keeps the draft, rather than silently writing over their change.
      setOpen({
        student: chosen.version !== undefined ? { ...now, version: Math.min(chosen.version, now.version) } : now,
        draft: chosen,
      });
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
        onSaved={(saved) => {
          drop(saved._id);
          setOpen(null);
        }}
      />
    </>
  );
}
