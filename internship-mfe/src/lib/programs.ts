// The three internship programs (docs/contract.md, "Internship landing"). The program cards list their tracks;
// the main-site form offers them as courses. The tracks are the contract's, what a registration's course names
// (IT track ids are IT course ids).
import { PROGRAM_TRACKS, type Program, type Track } from '@blueprint/contract/api/values';
import type { ProgramKey } from './navigation-state';

export interface ProgramInfo {
  key: ProgramKey;
  program: Program;
  title: string;
  summary: string;
  tracks: readonly Track[];
}

export const PROGRAMS_INFO: ProgramInfo[] = [
  {
    key: 'it',
    program: 'IT',
    title: 'IT',
    summary:
      'Software projects with the tools companies hire for, from machine learning to full-stack web applications.',
    tracks: PROGRAM_TRACKS.IT,
  },
  {
    key: 'civil',
    program: 'Civil',
    title: 'Civil',
    summary: 'Building Information Modelling projects for buildings and infrastructure, as design offices run them.',
    tracks: PROGRAM_TRACKS.Civil,
  },
  {
    key: 'mechanical',
    program: 'Mechanical',
    title: 'Mechanical',
    summary: 'Design-to-production projects: modelling, machining and manufacturing with industry CAD software.',
    tracks: PROGRAM_TRACKS.Mechanical,
  },
];

/** The tracks a program offers as courses; Other has none. */
export function tracksOf(program: Program): readonly Track[] {
  return PROGRAMS_INFO.find((info) => info.program === program)?.tracks ?? [];
}
