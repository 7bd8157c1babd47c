// Field state and checks of both registration forms; submitting is the shared useSubmit's. The rules are the
// shared schema's; this only turns what the inputs hold into what the schema reads.
import { PROGRAMS, type Program, type Registration } from '@blueprint/shared/types';
import { registrationSchema, validate, validateField, type RegistrationField } from '@blueprint/shared/validation';
import { useState } from 'react';

/** What the inputs hold: a registration's fields, the graduation year as typed (a number only for the schema). */
export type RegistrationValues = Pick<Registration, 'fullName' | 'email' | 'phone' | 'program' | 'course' | 'qualification' | 'college' | 'message'> & {
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

export function useRegistrationForm(initial: () => RegistrationValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

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
    keepTyped: (typed: Record<string, string>) =>
      setValues((current) => {
        const known = Object.entries(typed).filter(([field]) => field in current);
        return { ...current, ...Object.fromEntries(known.map(([field, value]) => [field, field === 'phone' ? phoneDigits(value) : value])) };
      }),
    onSuccess: () => {
      setValues(emptyValues('IT'));
      return successText;
    },
  });

  return { values, setValues, setValue, errors, setErrors, checkOnBlur, validateAll, submitOptions };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
