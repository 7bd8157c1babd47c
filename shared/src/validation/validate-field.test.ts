import { registrationSchema } from '@blueprint/contract/api/registrations';
import { validateField } from './validate-field';

describe('validateField', () => {
  it("gives one field's message, for checks on blur", () => {
    expect(validateField(registrationSchema, 'email', 'bad')).toBe('Invalid email format');
    expect(validateField(registrationSchema, 'phone', '12345')).toBe('Phone number must be 10 digits');
    expect(validateField(registrationSchema, 'phone', '1234567890')).toBeUndefined();
  });
});
