// The registration rules (docs/contract.md), written once: the API validates requests with them and both
// registration forms check fields with them as the visitor types.
import * as z from 'zod/mini';
import { PROGRAMS, PROGRAM_SPELLINGS, normalizeProgram } from '@blueprint/contract/api/values';
import type { FieldError } from '@blueprint/contract/api/common';
import { emailField, optionalText, phoneField, requiredText } from './fields';

export const GRADUATION_YEAR = { min: 2000, max: 2030 } as const;

export const PROGRAM_ERROR = `Program must be one of ${PROGRAMS.join(', ')}`;

// The spellings normalizeProgram takes, as one pattern (any case, any spaces around and between words), so
// that the OpenAPI document says exactly which values the API takes. JSON Schema patterns have no flags:
// each letter is spelled as its two cases.
const anyCase = (word: string) => [...word].map((ch) => (ch === ' ' ? '\\s+' : `[${ch.toLowerCase()}${ch.toUpperCase()}]`)).join('');
export const PROGRAM_PATTERN = new RegExp(`^\\s*(?:${Object.keys(PROGRAM_SPELLINGS).map(anyCase).join('|')})\\s*$`);

export const programField = z.pipe(
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Program is required' : PROGRAM_ERROR) })
    .check(
      z.regex(PROGRAM_PATTERN, PROGRAM_ERROR),
      z.meta({ description: `One of ${PROGRAMS.join(', ')}, in any case; "information technology" means IT` }),
    ),
  z.transform((value: string) => normalizeProgram(value)!),
);

const YEAR_ERROR = `Graduation year must be a year from ${GRADUATION_YEAR.min} to ${GRADUATION_YEAR.max}`;

export const graduationYearField = z
  .int({ error: (issue) => (issue.input === undefined ? 'Graduation year is required' : YEAR_ERROR) })
  .check(z.minimum(GRADUATION_YEAR.min, YEAR_ERROR), z.maximum(GRADUATION_YEAR.max, YEAR_ERROR));

/** Unknown fields are dropped (zod objects strip them). */
export const registrationSchema = z.object({
  fullName: requiredText('Full name', 2, 100),
  email: emailField,
  phone: phoneField,
  program: programField,
  course: optionalText('Course', 100),
  qualification: requiredText('Qualification', 1, 100),
  college: requiredText('College/University', 1, 200),
  graduationYear: graduationYearField,
  message: optionalText('Message', 2000, { multiline: true }),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationData = z.output<typeof registrationSchema>;
export type RegistrationField = keyof RegistrationData;

/** zod issues as the API's `errors` list: the first problem of each field. */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, msg: issue.message });
  }
  return errors;
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { success: true, data: result.data } : { success: false, errors: toFieldErrors(result.error) };
}

/** One field's message, or undefined when it is valid: for checks on blur and as the visitor types. */
export function validateField<S extends z.ZodMiniObject>(schema: S, field: keyof S['shape'] & string, value: unknown) {
  const fieldSchema = schema.shape[field] as z.ZodMiniType;
  const result = fieldSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
