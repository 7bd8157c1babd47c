import { courseLabel, PROGRAM_TRACKS } from './linked-courses';

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
