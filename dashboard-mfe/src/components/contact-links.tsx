import { Fragment } from 'react';

/** A phone number as the `tel:` address a phone dials: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** A phone number as a link: tap to call on a phone. Nothing when there is no number. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  if (!phone.trim()) return null;
  return (
    <a className="phone" href={telHref(phone)} aria-label={label}>
      {phone}
    </a>
  );
}

/**
 * An email address that wraps where a reader expects, before the @ and after a dot, and never every few
 * letters (pair it with `overflow-wrap: break-word`, which breaks a part only when it is wider than the line).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className="email">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * WhatsApp's click-to-chat address for a phone number: digits only, with the country code. A 10-digit number
 * (the form's rule, docs/contract.md) is an Indian mobile number: +91.
 */
export function whatsAppHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

/** Call, WhatsApp and email, each a link a phone opens in its own app. */
export function ContactActions({ name, phone, email }: { name: string; phone: string; email: string }) {
  return (
    <div className="contact-actions">
      {phone.trim() && (
        <a href={telHref(phone)} aria-label={`Call ${name}, ${phone}`}>
          Call
        </a>
      )}
      {phone.trim() && (
        <a
          href={whatsAppHref(phone)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${name} (opens WhatsApp)`}
        >
          WhatsApp
        </a>
      )}
      {email.trim() && (
        <a href={`mailto:${email}`} aria-label={`Email ${name}, ${email}`}>
          Email
        </a>
      )}
    </div>
  );
}
