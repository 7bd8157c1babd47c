import { buildTestApp, registration, type TestApp } from '../../helper';
import type { Item } from '@blueprint/contract/api/common';
import type { ContactMessage } from '@blueprint/contract/api/inbox';

// Text that would show something other than what it holds (a bell, an escape, a right-to-left override) is
// refused by the contract's schemas, field by field, with the words the forms show too.
const registrationFields: [string, string][] = [
  ['fullName', 'Full name'],
  ['qualification', 'Qualification'],
  ['college', 'College/University'],
  ['course', 'Course'],
  ['message', 'Message'],
];
const contactFields: [string, string][] = [
  ['name', 'Name'],
  ['phone', 'Phone'],
  ['service', 'Service'],
  ['message', 'Message'],
];
const characters = [
  ['U+202E', '\u202E'],
  ['U+0007', '\u0007'],
];

const cases = [
  ...registrationFields.flatMap(([field, label]) =>
    characters.map(([code, character]) => ({
      url: '/api/internships',
      field,
      label,
      code,
      body: registration({ [field]: `Asha${character}Rao` }),
    })),
  ),
  ...contactFields.flatMap(([field, label]) =>
    characters.map(([code, character]) => ({
      url: '/api/contact',
      field,
      label,
      code,
      body: { name: 'Ravi', email: 'ravi@example.com', message: 'Hello', [field]: `gpj${character}exe.doc` },
    })),
  ),
];

describe('control and text-direction characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(cases)('$url: $field with $code → 400 saying so', async ({ url, field, label, body }) => {
    const response = await t.app.inject({ method: 'POST', url, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      errors: [{ field, msg: `${label} must not contain control or text-direction characters` }],
    });
  });

  it('keeps the lines and tabs of a message', async () => {
    const message = 'line one\r\nline two\n\tindented';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ravi', email: 'ravi@example.com', message },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Item<ContactMessage>>().data.message).toBe(message);
  });
});
