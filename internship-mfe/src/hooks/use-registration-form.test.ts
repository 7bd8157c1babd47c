import { phoneDigits, toSchemaInput, emptyValues } from './use-registration-form';

describe('phoneDigits', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
    ['98765432109999', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['abc', ''],
    ['12345', '12345'],
  ])('%p becomes %p', (raw, digits) => {
    expect(phoneDigits(raw)).toBe(digits);
  });
});

describe('toSchemaInput', () => {
  it('hands the graduation year over as a number, and an empty one as missing', () => {
    expect(toSchemaInput({ ...emptyValues(), graduationYear: ' 2024 ' }).graduationYear).toBe(2024);
    expect(toSchemaInput({ ...emptyValues(), graduationYear: '' }).graduationYear).toBeUndefined();
    expect(toSchemaInput({ ...emptyValues(), fullName: 'Asha' }).fullName).toBe('Asha');
  });
});
