// Field state and checks of both registration forms; submitting is the shared useSubmit's. The rules are the
// shared schema's; this only turns what the inputs hold into what the schema reads.
import { PROGRAMS, type Program } from '@blueprint/contract/api/values';
import { registrationSchema, type Registration, type RegistrationField } from '@blueprint/contract/api/registrations';
import { validate } from '@blueprint/contract/api/validate';
import { validateField } from '@blueprint/shared/validation';
import { useState } from 'react';

/** What the inputs hold: a registration's fields, the graduation year as typed (a number only for the schema). */
export type RegistrationValues = Pick<
  Registration,
  'fullName' | 'email' | 'phone' | 'program' | 'course' | 'qualification' | 'college' | 'message'
> & {
  graduationYear: string;
};

export type FieldErrors = Partial<Record<RegistrationField, string>>;

export function emptyValues(program: Program = 'IT', course = ''): RegistrationValues {
  return {
    fullName: '',
    email: '',
    phone: '',
    program,
    course,
    qualification: '',
    college: '',
    graduationYear: '',
    message: '',
  };
}

export const PHONE_LENGTH = 10;

/** Fields checked as soon as they lose focus (docs/spec-notes.md#validation). */
export const BLUR_CHECKED: readonly RegistrationField[] = ['email', 'phone'];

/**
 * Phone as typed: digits only, at most ten. A pasted number with the country code (+91 98765 43210) or a
 * trunk 0 (098765 43210) keeps its ten digits instead of losing the last ones.
 */
export function phoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

/** The graduation year input holds text; the schema wants a number, and nothing when it is empty. */
function schemaValue(field: keyof RegistrationValues, value: string): unknown {
  if (field !== 'graduationYear') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export function toSchemaInput(values: RegistrationValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, schemaValue(field as keyof RegistrationValues, value)]),
  );
}

export function isProgram(value: string): value is Program {
  return (PROGRAMS as readonly string[]).includes(value);
}

/**
 * The values a page rendered for a request starts from: what the visitor sent without JavaScript, over the
 * form's defaults (only the form's own fields, phone as digits).
 */
export function withSent(defaults: RegistrationValues, sent: Record<string, string> | undefined): RegistrationValues {
  const values = { ...defaults };
  for (const [field, value] of Object.entries(sent ?? {})) {
    if (!(field in values)) continue;
    if (field === 'program') {
      if (isProgram(value)) values.program = value;
    } else
      values[field as Exclude<keyof RegistrationValues, 'program'>] = field === 'phone' ? phoneDigits(value) : value;
  }
  return values;
}

/** The fields as the schema reads them, from what a form sent (the server's check of a post without JavaScript). */
export function checkSent(sent: Record<string, string>) {
  return validate(registrationSchema, toSchemaInput(withSent(emptyValues(), sent)));
}

/** `state`: how the page was rendered for the request (useFormState), the values and errors it shows. */
export function useRegistrationForm(
  initial: () => RegistrationValues,
  state?: { values: Record<string, string>; errors: Record<string, string> },
) {
  const [values, setValues] = useState(() => withSent(initial(), state?.values));
  const [errors, setErrors] = useState<FieldErrors>(() => state?.errors ?? {});

  const check = (field: RegistrationField, value: string) =>
    validateField(registrationSchema, field, schemaValue(field, value));

  /** Stores what was typed (phone as digits); a field showing an error is re-checked so the error clears once fixed. */
  const setValue = (field: keyof RegistrationValues, raw: string) => {
    const value = field === 'phone' ? phoneDigits(raw) : raw;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };

  /** The check when a field loses focus; an empty field waits for submit rather than scolding a visitor tabbing through. */
  const checkOnBlur = (field: RegistrationField) => {
    const value = values[field];
    if (value === '' && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: check(field, value) }));
  };

  /** The whole form against the schema, for useSubmit's check: the schema's data when valid, else every error. */
  const validateAll = () => validate(registrationSchema, toSchemaInput(values));

  /** What useSubmit needs of the form besides the request: its field errors, and after a success an empty form (program IT). */
  const submitOptions = (successText: string) => ({
    showFieldErrors: setErrors,
    // What was typed before the code arrived is the form's, and a field already left is checked as if it had
    // just been left (an email typed wrongly before hydration is reported once the code is here).
    keepTyped: (typed: Record<string, string>, leftFields: string[]) => {
      const taken = Object.fromEntries(
        Object.entries(typed)
          .filter(([field]) => field in values)
          .map(([field, value]) => [field, field === 'phone' ? phoneDigits(value) : value]),
      );
      setValues((current) => ({ ...current, ...taken }));
      const left = BLUR_CHECKED.filter((field) => leftFields.includes(field) && taken[field]);
      if (left.length > 0)
        setErrors((current) => ({
          ...current,
          ...Object.fromEntries(left.map((field) => [field, check(field, taken[field] ?? '')])),
        }));
    },
    onSuccess: () => {
      setValues(emptyValues('IT'));
      return successText;
    },
  });

  return { values, setValues, setValue, errors, setErrors, checkOnBlur, validateAll, submitOptions };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
