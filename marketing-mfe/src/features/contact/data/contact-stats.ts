/** The figures the contact pages claim (docs/spec-notes.md#screens, "Contact"). */
export const CONTACT_STATS = [
  { value: '98%', label: 'Success rate' },
  { value: '10+', label: 'Industry partners' },
  { value: '2000+', label: 'Graduates placed' },
  { value: '50+', label: 'Expert instructors' },
] as const;

/** The form's promise. */
export const REPLY_PROMISE = 'We will get back to you within 24 hours.';
