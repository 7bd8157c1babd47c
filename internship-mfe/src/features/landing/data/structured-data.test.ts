import { PHASES } from './landing-content';
import { PROGRAMS_INFO } from '../../../lib/programs';
import { internshipStructuredData, programWeeks } from './structured-data';

describe('the internship as structured data', () => {
  it('is a Course of as many weeks as its phases run, teaching its tracks', () => {
    expect(PHASES.at(-1)?.weeks).toBe('Weeks 13-16');
    expect(programWeeks()).toBe(16);
    const [program] = internshipStructuredData('Internship Program', 'Sixteen weeks.');
    expect(program).toMatchObject({
      '@type': 'Course',
      name: 'Internship Program',
      description: 'Sixteen weeks.',
      url: 'https://public-origin.invalid/internship',
      provider: { name: 'Blueprint Academy' },
      hasCourseInstance: { courseWorkload: 'P16W' },
    });
    expect((program as { teaches: string[] }).teaches).toEqual(
      PROGRAMS_INFO.flatMap((info) => info.tracks.map((track) => track.label)),
    );
  });
});
