import type { Registration } from '@blueprint/contract/api/registrations';
import { Button } from '@blueprint/shared/ui/button';

/**
 * "Same phone as another registration" (the API's `duplicates`: the other registrations with this phone),
 * each a button that opens that registration. Nothing when there are none.
 */
export function DuplicateMarker({ student, onOpen }: { student: Registration; onOpen?: (id: string) => void }) {
  const others = student.duplicates ?? [];
  if (others.length === 0) return null;
  return (
    <p className="duplicate">
      <strong>Possible duplicate:</strong>{' '}
      {others.length === 1 ? 'another registration has' : `${others.length} other registrations have`} the same phone
      number.{' '}
      {onOpen &&
        others.map((id, index) => (
          <Button key={id} variant="ghost" onClick={() => onOpen(id)}>
            {others.length === 1 ? 'Open the other registration' : `Open registration ${index + 1}`}
          </Button>
        ))}
    </p>
  );
}
