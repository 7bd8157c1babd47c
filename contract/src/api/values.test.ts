import { courseLabel, ID_PATTERN, normalizeProgram, PROGRAM_TRACKS } from './values.ts';

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

describe('courseLabel', () => {
  it('reads a stored track id as its label, so form and seeded registrations show alike', () => {
    expect(courseLabel('java-fullstack')).toBe('Java Fullstack');
    expect(courseLabel('bim-construction')).toBe('BIM Construction');
    expect(courseLabel('cad-cam')).toBe('CAD/CAM');
  });

  it('shows any other text as it is', () => {
    expect(courseLabel('Weekend batch')).toBe('Weekend batch');
  });

  it('has one id per track across the programs', () => {
    const ids = Object.values(PROGRAM_TRACKS).flatMap((tracks) => tracks.map((track) => track.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
