import { css, type Theme } from '@emotion/react';
import type { ConnectionStatus as Status } from './use-live-connection';

const TEXT: Record<Status, string> = {
  connecting: 'Connecting to live updates…',
  connected: 'Live updates on',
  reconnecting: 'Connection lost, reconnecting…',
  offline: 'Live updates offline',
};

const styles = (status: Status) => (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  .status {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  .dot {
    width: 0.65rem;
    height: 0.65rem;
    border-radius: 50%;
    background: ${status === 'connected' ? theme.colors.success : status === 'offline' ? theme.colors.danger : theme.colors.accent};
  }
  button {
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

/** Whether new registrations appear by themselves right now; the colour is never the only sign. */
export function ConnectionStatus({ status, onReconnect }: { status: Status; onReconnect: () => void }) {
  return (
    <div css={styles(status)}>
      <p className="status" role="status">
        <span className="dot" aria-hidden="true" />
        {TEXT[status]}
      </p>
      {status === 'offline' && (
        <button type="button" onClick={onReconnect}>
          Reconnect
        </button>
      )}
    </div>
  );
}
