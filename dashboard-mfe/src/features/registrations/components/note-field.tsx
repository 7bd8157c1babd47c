import { TextAreaField } from '@blueprint/shared/ui/field';
import { charCount } from '@blueprint/contract/api/fields';
import { NOTE_MAX } from '@blueprint/contract/api/registrations';
import { formatCount } from '../../../lib/format';

export interface NoteFieldProps {
  value: string;
  onChange: (note: string) => void;
  /** The server's or the check's message for the field; the length is checked here as the person types. */
  error?: string;
}

/** Over the limit, in words: how long it is and how much to cut. */
export function noteLengthError(note: string): string | undefined {
  const length = charCount(note.trim());
  if (length <= NOTE_MAX) return undefined;
  return `This note is ${formatCount(length)} characters: at most ${formatCount(NOTE_MAX)}. Shorten it by ${formatCount(length - NOTE_MAX)}.`;
}

/**
 * A note to add to the registration's history. The limit comes from the shared schema (NOTE_MAX, the one the
 * API checks) and shows as the person types. There is no `maxlength`: a browser cuts a longer paste silently
 * mid-sentence, which is the very loss this field exists to avoid. A longer note stays whole in the box, is
 * marked, and is not sent.
 */
export function NoteField({ value, onChange, error }: NoteFieldProps) {
  const length = charCount(value.trim());
  return (
    <TextAreaField
      name="note"
      label="Note"
      error={noteLengthError(value) ?? error}
      hint={`${formatCount(length)} of ${formatCount(NOTE_MAX)} characters. Kept in the history with your name; staff only.`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
