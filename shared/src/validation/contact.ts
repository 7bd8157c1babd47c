import * as z from 'zod/mini';
import { documentedVisibleText, emailField, optionalText, requiredText, storableText } from './fields';

/** The contact forms: name, email and message required; phone optional with no format (docs/spec-notes.md#validation). */
export const contactSchema = z.object({
  name: requiredText('Name', 1, 100),
  email: emailField,
  phone: optionalText('Phone', 30),
  service: optionalText('Service', 100),
  message: requiredText('Message', 1, 2000, { multiline: true }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailField });
export type NewsletterData = z.output<typeof newsletterSchema>;

/** Staff login: both fields required; whether they match is the server's business. The password is never
 * shown anywhere, so any character that can be stored may be in it. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .check(
      ...documentedVisibleText('Email', { trimmed: true }),
      z.refine((value) => value.trim().length > 0, 'Email is required'),
      z.maxLength(254, 'Email must be at most 254 characters'),
      z.trim(),
      z.toLowerCase(),
    ),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Password is too long'), ...storableText()),
});
export type LoginData = z.output<typeof loginSchema>;
