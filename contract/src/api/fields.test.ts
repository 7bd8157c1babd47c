import { contactSchema } from './inbox.ts';
import { registrationSchema } from './registrations.ts';
import { loginSchema } from './staff.ts';
import { validate } from './validate.ts';

const registration = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  program: 'IT',
  qualification: 'B.Tech',
  college: 'RV College of Engineering',
  graduationYear: 2025,
};
const contact = { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' };

function firstError(
  schema: typeof registrationSchema | typeof contactSchema | typeof loginSchema,
  input: object,
  field: string,
) {
  const result = validate(schema, input);
  return result.success ? undefined : result.errors.find((error) => error.field === field)?.msg;
}

// U+0007 bell, U+001B escape, U+0085 next line (C1), U+202E right-to-left override, U+2067 right-to-left
// isolate, U+202A left-to-right embedding, U+007F delete.
const REFUSED = ['\u0007', '\u001B', '\u0085', '\u202E', '\u2067', '\u202A', '\u007F'];

describe('control and text-direction characters', () => {
  it.each([
    ['fullName', 'Full name'],
    ['qualification', 'Qualification'],
    ['college', 'College/University'],
    ['course', 'Course'],
    ['message', 'Message'],
  ])('are refused in the registration field %s, saying so', (field, label) => {
    for (const character of REFUSED) {
      expect(firstError(registrationSchema, { ...registration, [field]: `Asha${character}Rao` }, field)).toBe(
        `${label} must not contain control or text-direction characters`,
      );
    }
  });

  it.each([
    ['name', 'Name'],
    ['phone', 'Phone'],
    ['service', 'Service'],
    ['message', 'Message'],
  ])('are refused in the contact field %s', (field, label) => {
    expect(firstError(contactSchema, { ...contact, [field]: 'gpj\u202Eexe.doc' }, field)).toBe(
      `${label} must not contain control or text-direction characters`,
    );
  });

  it('are refused in the login email', () => {
    expect(firstError(loginSchema, { email: 'admin\u0007@blueprint.local', password: 'x' }, 'email')).toBe(
      'Email must not contain control or text-direction characters',
    );
  });

  it('say so first, even when the text is also too short', () => {
    expect(firstError(registrationSchema, { ...registration, fullName: '\u202E' }, 'fullName')).toBe(
      'Full name must not contain control or text-direction characters',
    );
  });

  it('leave line breaks and tabs to messages only', () => {
    for (const text of ['line one\nline two', 'line one\r\nline two', 'a\ttabbed\ttable']) {
      expect(validate(registrationSchema, { ...registration, message: text })).toMatchObject({
        success: true,
        data: { message: text },
      });
      expect(validate(contactSchema, { ...contact, message: text })).toMatchObject({
        success: true,
        data: { message: text },
      });
      expect(firstError(registrationSchema, { ...registration, fullName: `Asha ${text}` }, 'fullName')).toBe(
        'Full name must not contain control or text-direction characters',
      );
    }
    expect(firstError(contactSchema, { ...contact, message: 'beep\u0007' }, 'message')).toBe(
      'Message must not contain control or text-direction characters',
    );
  });

  it('allow the bidi marks, joiners and every script', () => {
    for (const fullName of ['שלום\u200F Asha', 'Asha\u200E רות', 'علي\u061C Rao', 'Zoë 👩🏽‍💻 Rao', 'Ānanya Śrīnivāsan']) {
      expect(validate(registrationSchema, { ...registration, fullName }).success).toBe(true);
    }
  });

  it('trim away a line break at either end of a one-line field instead of refusing it', () => {
    expect(validate(registrationSchema, { ...registration, fullName: 'Asha Rao\n' })).toMatchObject({
      success: true,
      data: { fullName: 'Asha Rao' },
    });
  });
});
