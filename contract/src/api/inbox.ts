// What visitors send besides registrations: contact messages and newsletter subscriptions, as the forms send
// them, as the staff read and mark them, and the answers.
import * as z from 'zod/mini';
import { component, count, id, pageQuery, queryEnum, timestamp } from './common.ts';
import { emailField, optionalText, requiredText, searchText } from './fields.ts';

/** `POST /api/contact`: name, email and message required; phone optional with no format (docs/spec-notes.md#validation). */
export const contactSchema = z.object({
  name: requiredText('Name', 1, 100),
  email: emailField,
  phone: optionalText('Phone', 30),
  service: optionalText('Service', 100),
  message: requiredText('Message', 1, 2000, { multiline: true }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** `POST /api/newsletter`. */
export const newsletterSchema = z.object({ email: emailField });
export type NewsletterData = z.output<typeof newsletterSchema>;

const HANDLED_ERROR = 'Handled must be true or false';

/** `GET /api/contact-messages?q=&handled=&limit=&cursor=`. */
export const contactMessageListQuery = z.extend(pageQuery, {
  q: searchText,
  handled: z.pipe(
    queryEnum(['true', 'false'], HANDLED_ERROR),
    z.transform((value) => (value === undefined ? undefined : value === 'true')),
  ),
});

/** `PATCH /api/contact-messages/:id`. */
export const contactMessageUpdateSchema = z.object({ handled: z.boolean({ error: HANDLED_ERROR }) });

/** A message from the Contact page, with the staff's handled flag. */
export const contactMessage = component(
  'ContactMessage',
  z.object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    service: z.string(),
    message: z.string(),
    createdAt: timestamp,
    handled: z.boolean(),
  }),
);
export type ContactMessage = z.infer<typeof contactMessage>;

/** `GET /api/contact-messages/stats`: the inbox's counts. */
export const contactMessageStats = component('ContactMessageStats', z.object({ total: count, unread: count }));
export type ContactMessageStats = z.infer<typeof contactMessageStats>;

export const newsletterSubscriber = component(
  'NewsletterSubscriber',
  z.object({ _id: id, email: z.string(), createdAt: timestamp }),
);
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;

/** `POST /api/newsletter`: the address subscribed (201), or already subscribed (200). */
export const subscription = z.object({ email: z.string() });
