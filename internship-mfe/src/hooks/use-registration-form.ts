// Field state, checks and the submit guard of both registration forms. The rules are the shared schema's;
// this only turns what the inputs hold into what the schema reads.
import { PROGRAMS, type FieldError, type Program } from '@blueprint/shared/types';
import {
  registrationSchema,
  validate,
  validateField,
  type RegistrationData,
  type RegistrationField,
} from '@blueprint/shared/validation';
import { useRef, useState, type FormEvent } from 'react';
import type { SubmitOutcome } from '../components/form-status';

export interface RegistrationValues {
  fullName: string;
  email: string;
  phone: string;
  program: Program;
  course: string;
  qualification: string;
  college: string;
  /** As typed; a number only when handed to the schema. */
  graduationYear: string;
  message: string;
}

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

function isField(name: string): name is RegistrationField {
  return name in registrationSchema.shape;
}

/** A server's or the schema's error list as messages per field; items for other fields are returned apart. */
export function splitFieldErrors(list: FieldError[]): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const { field, msg } of list) {
    if (isField(field) && !fields[field]) fields[field] = msg;
    else other.push(msg);
  }
  return { fields, other };
}

/** Moves focus to the first control, in page order, that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const first = [...form.elements].find(
    (element): element is HTMLInputElement => 'name' in element && isField(String(element.name)) && Boolean(errors[element.name as RegistrationField]),
  );
  first?.focus();
}

export function isProgram(value: string): value is Program {
  return (PROGRAMS as readonly string[]).includes(value);
}

export function useRegistrationForm(initial: () => RegistrationValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref, not the state: a second click in the same frame sees it before React re-renders the button.
  const inFlight = useRef(false);

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

  /** Clears every error and recomputes them all: the schema's data when valid, else undefined. */
  const validateAll = (): { data?: RegistrationData; errors: FieldErrors } => {
    const result = validate(registrationSchema, toSchemaInput(values));
    const next = result.success ? {} : splitFieldErrors(result.errors).fields;
    setErrors(next);
    return result.success ? { data: result.data, errors: next } : { errors: next };
  };

  /** Runs one submission at a time: a double click, or Enter while busy, sends once. */
  const submitOnce = async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, setValues, setValue, errors, setErrors, checkOnBlur, validateAll, submitting, submitOnce };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;

/** How a form reads a failed request: what to say, and which fields to mark. */
export interface Failure {
  outcome: SubmitOutcome;
  fields: FieldErrors;
}

/**
 * The submit protocol both forms share: every error recomputed and focus on the first one; one request at a
 * time; success clears the fields (program back to IT); a failure keeps everything typed and marks its fields.
 */
export function useRegistrationSubmit(
  form: RegistrationForm,
  { send, successText, describeFailure }: { send: (data: RegistrationData) => Promise<unknown>; successText: string; describeFailure: (error: unknown) => Failure },
) {
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const { data, errors } = form.validateAll();
    if (!data) {
      setOutcome({ kind: 'idle' });
      focusFirstError(formRef.current, errors);
      return;
    }
    void form.submitOnce(async () => {
      setOutcome({ kind: 'idle' });
      try {
        await send(data);
        form.setValues(emptyValues('IT'));
        setOutcome({ kind: 'success', text: successText });
      } catch (error) {
        const failure = describeFailure(error);
        form.setErrors(failure.fields);
        setOutcome(failure.outcome);
        focusFirstError(formRef.current, failure.fields);
      }
    });
  };

  return { outcome, formRef, onSubmit };
}
