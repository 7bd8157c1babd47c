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
