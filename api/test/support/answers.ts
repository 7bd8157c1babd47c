// The shapes the API answers, for tests that read them with `response.json<T>()`; the types themselves come from
// @blueprint/shared/types, the same ones the routes' schemas are checked against.
export type {
  ApiErrorBody,
  AuditEntry,
  ContactMessage,
  ContactMessageStats,
  LoginResponse,
  NewsletterSubscriber,
  Page,
  ProgramStat,
  Registration,
  StatusCount,
  TimelinePoint,
} from '@blueprint/shared/types';

/** One resource, as `GET /api/<things>/:id` and the create and update routes answer it. */
export interface Item<T> {
  data: T;
}
