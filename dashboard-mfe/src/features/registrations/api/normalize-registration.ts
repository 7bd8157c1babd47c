// Records reach the dashboard from the list API and the live channel. The spec (section 3) says the dashboard
// also tolerates capitalised field names (FullName, CreatedAt, ...) and a `name` field for the full name, as
// older clients stored them. This is the one place that knows; everything else sees a Student.
import type { Program } from '@blueprint/contract/api/values';
import type { Registration } from '@blueprint/contract/api/registrations';
import type { StaffRef } from '@blueprint/contract/api/staff';
import { normalizeProgram } from '@blueprint/contract/api/values';
import { isFollowUpStatus, type FollowUpStatus } from './follow-up-status';

/**
 * A registration as the dashboard shows it: every field present; graduationYear null when unknown. The staff
 * follow-up `status` and `note` (docs/contract.md) are left out when the record has none: read them with
 * `followUpOf`.
 */
export type Student = Omit<Registration, 'graduationYear' | 'status' | 'note' | TeamField> & {
  graduationYear: number | null;
  status?: FollowUpStatus;
  note?: string;
  /** The team fields (docs/contract.md "A workspace for a team"); absent from records that predate them. */
  version?: number;
  assignee?: StaffRef | null;
  followUpAt?: string | null;
  duplicates?: string[];
};

/** The fields registrations gained with the team workspace: optional here, as older records lack them. */
type TeamField = 'version' | 'assignee' | 'followUpAt' | 'duplicates';

export type { StaffRef };

/** `{_id, name}` or null when it is not one. */
export function readStaffRef(value: unknown): StaffRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, name } = value as Record<string, unknown>;
  return typeof _id === 'string' && _id ? { _id, name: typeof name === 'string' ? name : '' } : null;
}

/** A record without a follow-up yet is `new`, with no note. */
export function followUpOf(student: Student): { status: FollowUpStatus; note: string } {
  return { status: student.status ?? 'new', note: student.note ?? '' };
}

type Raw = Record<string, unknown>;

/** The value under the first of `names` present, each tried as written, then in any letter case. */
function pick(raw: Raw, names: string[]): unknown {
  let byLowerName: Map<string, unknown> | undefined;
  for (const name of names) {
    if (raw[name] != null) return raw[name];
    byLowerName ??= new Map(
      Object.entries(raw)
        .filter(([, value]) => value != null)
        .map(([key, value]) => [key.toLowerCase(), value]),
    );
    const value = byLowerName.get(name.toLowerCase());
    if (value != null) return value;
  }
  return undefined;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function year(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function timestamp(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return text(value);
}

/** One record in the shape the dashboard shows, or null when it has no id to tell it apart. */
export function normalizeRegistration(value: unknown): Student | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Raw;
  const id = text(pick(raw, ['_id', 'id']));
  if (!id) return null;
  const program: Program = normalizeProgram(text(pick(raw, ['program']))) ?? 'Other';
  const status = text(pick(raw, ['status']));
  return {
    _id: id,
    fullName: text(pick(raw, ['fullName', 'name'])).trim(),
    email: text(pick(raw, ['email'])),
    phone: text(pick(raw, ['phone'])),
    program,
    course: text(pick(raw, ['course'])),
    qualification: text(pick(raw, ['qualification'])),
    college: text(pick(raw, ['college'])),
    graduationYear: year(pick(raw, ['graduationYear'])),
    message: text(pick(raw, ['message'])),
    createdAt: timestamp(pick(raw, ['createdAt'])),
    status: isFollowUpStatus(status) ? status : undefined,
    note: typeof raw.note === 'string' ? raw.note : undefined,
    ...teamFields(raw),
  };
}

/** The team fields present on a record, each only when it is there (an older record has none). */
function teamFields(raw: Raw): Pick<Student, 'version' | 'assignee' | 'followUpAt' | 'duplicates'> {
  const fields: Pick<Student, 'version' | 'assignee' | 'followUpAt' | 'duplicates'> = {};
  if (typeof raw.version === 'number' && Number.isInteger(raw.version)) fields.version = raw.version;
  if ('assignee' in raw) fields.assignee = readStaffRef(raw.assignee);
  if ('followUpAt' in raw) fields.followUpAt = typeof raw.followUpAt === 'string' && raw.followUpAt ? raw.followUpAt : null;
  if (Array.isArray(raw.duplicates)) fields.duplicates = raw.duplicates.filter((id): id is string => typeof id === 'string' && id !== '');
  return fields;
}

/** A list of records: anything that is not a usable record is left out rather than breaking the list. */
export function normalizeRegistrations(value: unknown): Student[] {
  if (!Array.isArray(value)) return [];
  return value.map(normalizeRegistration).filter((student): student is Student => student !== null);
}
