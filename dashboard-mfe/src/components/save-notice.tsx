import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { useEffect, useState } from 'react';

/** Long enough to read a sentence and reach Undo; hovering or focusing it keeps it until left. */
export const NOTICE_MS = 10_000;

export interface Notice {
  /** Different for each notice, so the same words twice still show (and time out) anew. */
  id: number;
  text: string;
}

/** The undo a notice offers: the mutation that takes its change back, and where that stands. */
export interface Undo {
  run: () => void;
  status: 'idle' | 'pending' | 'success' | 'error';
}

const noticeStyles = (theme: Theme) => css`
  position: fixed;
  z-index: 20;
  left: 50%;
  bottom: 1rem;
  transform: translateX(-50%);
  max-width: min(36rem, calc(100vw - 2rem));
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  border-left: 6px solid ${theme.colors.success};
  background: ${theme.colors.text};
  color: ${theme.colors.background};
  box-shadow: ${theme.shadow.md};
  .text {
    flex: 1 1 12rem;
    overflow-wrap: anywhere;
  }
  button {
    color: inherit;
  }
`;

/**
 * What the last action did, visible at the foot of the screen and announced to screen readers (a polite
 * status), with an Undo where the change is simple to take back. It goes after NOTICE_MS, or on Dismiss.
 */
export function SaveNotice({ notice, undo }: { notice: Notice | null; undo?: Undo }) {
  return <div role="status">{notice && <NoticeCard key={notice.id} notice={notice} undo={undo} />}</div>;
}

function NoticeCard({ notice, undo }: { notice: Notice; undo?: Undo }) {
  const [gone, setGone] = useState(false);
  const [held, setHeld] = useState(false);
  const text =
    undo?.status === 'success'
      ? 'Undone.'
      : undo?.status === 'error'
        ? `${notice.text} Could not undo: change it back in the follow-up dialog.`
        : notice.text;
  useEffect(() => {
    if (gone || held) return;
    const timer = window.setTimeout(() => setGone(true), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [gone, held, text]);
  if (gone) return null;

  return (
    <div
      css={noticeStyles}
      data-testid="save-notice"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="text">{text}</span>
      {undo && (undo.status === 'idle' || undo.status === 'pending') && (
        <Button variant="ghost" disabled={undo.status === 'pending'} onClick={undo.run}>
          {undo.status === 'pending' ? 'Undoing…' : 'Undo'}
        </Button>
      )}
      <Button variant="ghost" aria-label="Dismiss" onClick={() => setGone(true)}>
        ×
      </Button>
    </div>
  );
}
