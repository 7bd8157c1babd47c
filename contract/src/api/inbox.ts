// The answers about what visitors sent besides registrations: contact messages and newsletter subscribers.
import * as z from 'zod/mini';
import { component, count, id, timestamp } from './common.ts';

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

export const newsletterSubscriber = component('NewsletterSubscriber', z.object({ _id: id, email: z.string(), createdAt: timestamp }));
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;

/** `POST /api/newsletter`: the address subscribed (201), or already subscribed (200). */
export const subscription = z.object({ email: z.string() });
