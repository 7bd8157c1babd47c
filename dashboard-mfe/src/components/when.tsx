import { useEffect, useState } from 'react';
import { formatDateTime, formatRelative } from '../lib/format';

const MINUTE = 60_000;

/** Now, read again every minute while shown, so "2 minutes ago" keeps true. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** An instant as people read it (relative when recent), its exact time in the institute's zone as a
 * tooltip, and machine-readable in `datetime`. */
export function When({ at }: { at: string }) {
  const now = useMinuteClock();
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at, now)}
    </time>
  );
}
