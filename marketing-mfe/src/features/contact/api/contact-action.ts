// The contact form as this remote's server handles it when it is sent without JavaScript
// (@blueprint/page-server/render/form-request; docs/html-first-forms.md).
import type { FormAction } from '@blueprint/page-server/render/form-request';
import { contactSchema, type ContactData } from '@blueprint/contract/api/inbox';
import { validate } from '@blueprint/contract/api/validate';
import { CHECK_FIELDS, NETWORK_ERROR, TOO_MANY_REQUESTS } from '../../../lib/submit-error';

export const CONTACT_FORM = 'contact';
/** The form's status line: where a confirmation sent without JavaScript brings the visitor (and focus). */
export const CONTACT_STATUS_ID = 'contact-status';
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export const SENT_MESSAGE = 'Thank you! Your message has been sent. We will get back to you within 24 hours.';

/** POST /api/contact. */
export const contactAction: FormAction<ContactData> = {
  form: CONTACT_FORM,
  check: ({ name = '', email = '', phone = '', message = '', service = '' }) =>
    validate(contactSchema, { name, email, phone, message, service }),
  endpoint: '/api/contact',
  wording: {
    fields: CONTACT_FIELDS,
    unreachable: NETWORK_ERROR,
    status: { 429: TOO_MANY_REQUESTS },
    invalid: CHECK_FIELDS,
  },
  successText: SENT_MESSAGE,
  anchor: CONTACT_STATUS_ID,
};
