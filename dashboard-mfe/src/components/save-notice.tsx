import { css, type Theme } from '@emotion/react';
import { Button } from '@blueprint/shared/ui/button';
import { useEffect, useState } from 'react';

/** Long enough to read a sentence and reach Undo; hovering or focusing it keeps it until left. */
export const NOTICE_MS = 10_000;

export interface Notice {
  /** Different for each notice, so the same words twice still show (and time out) anew. */
  id: number;
  text: string;
  undo?: () => Promise<unknown>;
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
export function SaveNotice({ notice }: { notice: Notice | null }) {
  return <div role="status">{notice && <NoticeCard key={notice.id} notice={notice} />}</div>;
}

function NoticeCard({ notice }: { notice: Notice }) {
  const [text, setText] = useState(notice.text);
  const [gone, setGone] = useState(false);
  const [held, setHeld] = useState(false);
  const [undoing, setUndoing] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (gone || held) return;
    const timer = window.setTimeout(() => setGone(true), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [gone, held, text]);
  if (gone) return null;

  const { undo } = notice;
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
      {undo && (undoing === 'idle' || undoing === 'busy') && (
        <Button
          variant="ghost"
          disabled={undoing === 'busy'}
          onClick={() => {
            setUndoing('busy');
            undo().then(
              () => {
                setUndoing('done');
                setText('Undone.');
              },
              () => {
                setUndoing('failed');
                setText(`${notice.text} Could not undo: change it back in the follow-up dialog.`);
              },
            );
          }}
        >
          {undoing === 'busy' ? 'Undoing…' : 'Undo'}
        </Button>
      )}
      <Button variant="ghost" aria-label="Dismiss" onClick={() => setGone(true)}>
        ×
      </Button>
    </div>
  );
}
