import { z } from 'zod';
import {
  contactMessageListQuery,
  contactMessageUpdateSchema,
  contactSchema,
  loginSchema,
  newsletterSchema,
  pageQuery,
  registrationFilterQuery,
  registrationListQuery,
  registrationSchema,
  registrationUpdateSchema,
  timelineQuery,
} from '@blueprint/shared/validation';
import { empty, json, type ResponseDoc, type RouteDoc } from './route-doc';
import {
  auditEntry,
  contactMessage,
  contactMessageStats,
  errorBody,
  htmlPage,
  idParams,
  item,
  loginResponse,
  newsletterSubscriber,
  openApiDocument,
  page,
  programStats,
  registration,
  statusCounts,
  timeline,
} from './schemas';

// Every route of the API, described: `METHOD /url` exactly as the route is registered. The request schemas
// are the ones the handlers parse with (@blueprint/shared/validation); the answers are the ones the
// handlers give. 401 (staff routes), 429 (rate-limited routes) and 400/413/415 (a body or query read) are
// added by the document. A route missing here, or an entry without its route, fails the API tests.

const error = (description: string): ResponseDoc => json(description, errorBody);
const csv = (description: string): ResponseDoc => ({
  description,
  schema: z.string(),
  contentType: 'text/csv',
  headers: { 'Content-Disposition': 'attachment, with the file name' },
});

const registrationCreated = {
  body: registrationSchema,
  responses: {
    201: json('Registered', item(registration)),
    409: error('This email is already registered'),
  },
} satisfies Partial<RouteDoc>;

export const operations: Record<string, RouteDoc> = {
  // Public: the site's forms and staff login.
  'POST /api/internships': { summary: 'Register for an internship (the internship form)', tags: ['public'], ...registrationCreated },
  'POST /api/register': { summary: 'Register for an internship (the main site’s form)', tags: ['public'], ...registrationCreated },
  'POST /api/contact': {
    summary: 'Send a message from a contact form',
    tags: ['public'],
    body: contactSchema,
    responses: { 201: json('Kept', item(contactMessage)) },
  },
  'POST /api/newsletter': {
    summary: 'Subscribe to the newsletter',
    tags: ['public'],
    body: newsletterSchema,
    responses: {
      201: json('Subscribed', item(z.object({ email: z.string() }))),
      200: json('Already subscribed', item(z.object({ email: z.string() }))),
    },
  },
  'POST /api/auth/login': {
    summary: 'Log in as staff: a token for the staff routes',
    tags: ['public'],
    body: loginSchema,
    responses: {
      200: json('Logged in', loginResponse),
      401: error('Invalid credentials'),
      429: { ...error('Too many failed logins for this account or address; try again later'), headers: { 'Retry-After': 'Seconds to wait before trying again' } },
    },
  },

  // Staff: the dashboard.
  'POST /api/auth/logout': { summary: 'Log out: the token stops working everywhere', tags: ['staff'], responses: { 204: empty('Logged out') } },
  'GET /api/internships': {
    summary: 'Registrations, newest first unless sorted, searched and filtered, a page at a time',
    tags: ['staff'],
    query: registrationListQuery,
    responses: { 200: json('A page of registrations', page(registration)) },
  },
  'GET /api/internships/stats': {
    summary: 'How many registrations each program has (all four, zeros included)',
    tags: ['staff'],
    responses: { 200: json('One count per program', programStats) },
  },
  'GET /api/internships/status-counts': {
    summary: 'How many registrations each follow-up status has (all four, zeros included)',
    tags: ['staff'],
    responses: { 200: json('One count per follow-up status', statusCounts) },
  },
  'GET /api/internships/timeline': {
    summary: 'Registrations per day or week, per program',
    tags: ['staff'],
    query: timelineQuery,
    responses: { 200: json('One point per day or week, zeros included', timeline) },
  },
  'GET /api/internships/export.csv': {
    summary: 'The registrations the list’s filters select, as CSV',
    tags: ['staff'],
    query: registrationFilterQuery,
    responses: { 200: csv('A CSV attachment, header row first') },
  },
  'GET /api/internships/:id': {
    summary: 'One registration',
    tags: ['staff'],
    params: idParams,
    responses: { 200: json('The registration', item(registration)), 404: error('Registration not found') },
  },
  'PATCH /api/internships/:id': {
    summary: 'Change a registration’s status or note',
    tags: ['staff'],
    params: idParams,
    body: registrationUpdateSchema,
    responses: { 200: json('The registration as changed', item(registration)), 404: error('Registration not found') },
  },
  'DELETE /api/internships/:id': {
    summary: 'Erase a registration everywhere',
    tags: ['staff'],
    params: idParams,
    responses: { 204: empty('Erased'), 404: error('Registration not found') },
  },
  'GET /api/contact-messages': {
    summary: 'Contact messages, newest first, searched and filtered, a page at a time',
    tags: ['staff'],
    query: contactMessageListQuery,
    responses: { 200: json('A page of messages', page(contactMessage)) },
  },
  'GET /api/contact-messages/stats': {
    summary: 'How many messages there are, and how many are not handled yet',
    tags: ['staff'],
    responses: { 200: json('The counts', contactMessageStats) },
  },
  'PATCH /api/contact-messages/:id': {
    summary: 'Mark a message handled or not',
    tags: ['staff'],
    params: idParams,
    body: contactMessageUpdateSchema,
    responses: { 200: json('The message as changed', item(contactMessage)), 404: error('Message not found') },
  },
  'GET /api/newsletter-subscribers': {
    summary: 'Newsletter subscribers, newest first, a page at a time',
    tags: ['staff'],
    query: pageQuery,
    responses: { 200: json('A page of subscribers', page(newsletterSubscriber)) },
  },
  'GET /api/newsletter-subscribers/export.csv': {
    summary: 'Every newsletter subscriber, as CSV',
    tags: ['staff'],
    responses: { 200: csv('A CSV attachment, header row first') },
  },
  'GET /api/audit-log': {
    summary: 'Who did what and when, newest first, a page at a time',
    tags: ['staff'],
    query: pageQuery,
    responses: { 200: json('A page of audit entries', page(auditEntry)) },
  },

  // Service.
  'GET /api/health': {
    summary: 'Whether the API and its database answer',
    tags: ['service'],
    responses: {
      200: json('Up', z.object({ status: z.literal('ok') })),
      503: json('The database does not answer', z.object({ status: z.literal('unavailable'), message: z.string() })),
    },
  },
  'GET /api/openapi.json': {
    summary: 'This description (OpenAPI 3.1)',
    tags: ['service'],
    responses: { 200: json('The OpenAPI document', openApiDocument) },
  },
  'GET /api/docs': {
    summary: 'A page for developers that lists this description',
    tags: ['service'],
    responses: { 200: { description: 'An HTML page, with no script', schema: htmlPage, contentType: 'text/html' } },
  },
};
