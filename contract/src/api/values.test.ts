import { ID_PATTERN, normalizeProgram } from './values.ts';

describe('normalizeProgram', () => {
  it.each([
    ['IT', 'IT'],
    ['it', 'IT'],
    [' Information  Technology ', 'IT'],
    ['CIVIL', 'Civil'],
    ['mechanical', 'Mechanical'],
    ['other', 'Other'],
    ['biology', undefined],
  ])('%p → %p', (input, program) => {
    expect(normalizeProgram(input)).toBe(program);
  });
});

describe('ID_PATTERN', () => {
  it('takes a UUIDv7 as the API writes it, and nothing else', () => {
    expect(ID_PATTERN.test('0190a0b0-0000-7000-8000-000000000000')).toBe(true);
    expect(ID_PATTERN.test('0190A0B0-0000-7000-8000-000000000000')).toBe(false);
    expect(ID_PATTERN.test("1' OR 1=1")).toBe(false);
  });
});
