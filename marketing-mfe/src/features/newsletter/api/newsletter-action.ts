// The newsletter sign-up as this remote's server handles it when it is sent without JavaScript
// (@blueprint/page-server/render/form-request; docs/html-first-forms.md).
import type { FormAction } from '@blueprint/page-server/render/form-request';
import { newsletterSchema, type NewsletterData } from '@blueprint/contract/api/inbox';
import { validate } from '@blueprint/contract/api/validate';
import { CHECK_FIELDS, NETWORK_ERROR, TOO_MANY_REQUESTS } from '../../../lib/submit-error';

export const NEWSLETTER_FORM = 'newsletter';
/** The form's status line: where a confirmation sent without JavaScript brings the visitor (and focus). */
export const NEWSLETTER_STATUS_ID = 'newsletter-status';
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Our weekly updates will reach your inbox.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed with this email. Thank you for reading!';

/** POST /api/newsletter: 201 subscribed, 200 already on the list (each its own confirmation). */
export const newsletterAction: FormAction<NewsletterData> = {
  form: NEWSLETTER_FORM,
  check: ({ email = '' }) => validate(newsletterSchema, { email }),
  endpoint: '/api/newsletter',
  wording: { fields: ['email'], unreachable: NETWORK_ERROR, status: { 429: TOO_MANY_REQUESTS }, invalid: CHECK_FIELDS },
  successText: SUBSCRIBED_MESSAGE,
  confirmations: { 'newsletter-again': ALREADY_SUBSCRIBED_MESSAGE },
  confirmationOf: (status) => (status === 200 ? 'newsletter-again' : undefined),
  anchor: NEWSLETTER_STATUS_ID,
};
