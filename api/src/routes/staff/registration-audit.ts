import type { Registration } from '@blueprint/contract/api/registrations';
import type { AuditItem } from './audit';

type Followed = Pick<Registration, '_id' | 'status' | 'note' | 'assignee' | 'followUpAt'>;

const assigneeName = (registration: Pick<Registration, 'assignee'>) => registration.assignee?.name ?? null;

/**
 * The audit entries a change of one registration makes, one for each field that changed, each with its
 * before → after: a status, a note (its text), an assignee (by name), a follow-up date. `noteAdded`: the
 * change carried a note (a note the same as the last one is still a note added).
 */
export function registrationAudit(previous: Followed, now: Followed, noteAdded: boolean): AuditItem[] {
  const target = now._id;
  const items: AuditItem[] = [];
  if (previous.status !== now.status)
    items.push({
      action: 'status-change',
      target,
      details: { before: { status: previous.status }, after: { status: now.status } },
    });
  if (noteAdded)
    items.push({
      action: 'note-change',
      target,
      details: { before: { note: previous.note }, after: { note: now.note } },
    });
  if (previous.assignee?._id !== now.assignee?._id) {
    items.push({
      action: 'assignment-change',
      target,
      details: { before: { assignee: assigneeName(previous) }, after: { assignee: assigneeName(now) } },
    });
  }
  if (previous.followUpAt !== now.followUpAt) {
    items.push({
      action: 'follow-up-change',
      target,
      details: { before: { followUpAt: previous.followUpAt }, after: { followUpAt: now.followUpAt } },
    });
  }
  return items;
}

/** A bulk change's entry for one registration: the status and/or assignee it had and has now. */
export function bulkAudit(previous: Followed, now: Followed): AuditItem {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (previous.status !== now.status) {
    before.status = previous.status;
    after.status = now.status;
  }
  if (previous.assignee?._id !== now.assignee?._id) {
    before.assignee = assigneeName(previous);
    after.assignee = assigneeName(now);
  }
  return { action: 'bulk-change', target: now._id, details: { before, after } };
}
