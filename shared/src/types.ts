// The API's answers and their values are @blueprint/contract's; this module passes them on to the apps that
// still import them from here.
export {
  ACTIVITY_KINDS,
  AUDIT_ACTIONS,
  ERASED_REGISTRATION,
  PROGRAMS,
  REGISTRATION_AUDIT_ACTIONS,
  REGISTRATION_STATUSES,
  STAFF_AUDIT_ACTIONS,
  STAFF_ROLES,
  type ActivityKind,
  type AuditAction,
  type Program,
  type RegistrationStatus,
  type StaffRole,
} from '@blueprint/contract/api/values';
export type { ApiErrorBody, FieldError, Page } from '@blueprint/contract/api/common';
export type { ContactMessage, ContactMessageStats, NewsletterSubscriber } from '@blueprint/contract/api/inbox';
export type {
  ActivityEntry,
  BulkResult,
  ProgramStat,
  Registration,
  RegistrationDeleted,
  StatusCount,
  TimelinePoint,
} from '@blueprint/contract/api/registrations';
export type { AuditChanges, AuditEntry, CurrentStaff, LoginResponse, StaffRef, StaffUser } from '@blueprint/contract/api/staff';

/** The header's Courses dropdown: provider groups with their courses (exposed by the catalog remote). */
export interface NavCourse {
  id: string;
  title: string;
}
export interface NavGroup {
  id: string;
  label: string;
  courses: NavCourse[];
}
