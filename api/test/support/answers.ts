// The shapes the API answers, for tests that read them with `response.json<T>()`: the contract's, the same
// schemas the routes declare.
export type { ApiErrorBody, Item, Page } from '@blueprint/contract/api/common';
export type { ContactMessage, ContactMessageStats, NewsletterSubscriber } from '@blueprint/contract/api/inbox';
export type { ProgramStat, Registration, StatusCount, TimelinePoint } from '@blueprint/contract/api/registrations';
export type { AuditEntry, LoginResponse } from '@blueprint/contract/api/staff';
