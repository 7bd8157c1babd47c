// The three internship programs and their tracks (spec section 2, "Internship landing"). The program cards
// list the tracks; the main-site form offers them as courses. IT track ids are the IT course ids.
import type { Program } from '@blueprint/shared/types';
import type { ProgramKey } from './navigation-state';

export interface Track {
  id: string;
  label: string;
}

export interface ProgramInfo {
  key: ProgramKey;
  program: Program;
  title: string;
  summary: string;
  tracks: Track[];
}

export const PROGRAMS_INFO: ProgramInfo[] = [
  {
    key: 'it',
    program: 'IT',
    title: 'IT',
    summary: 'Software projects with the tools companies hire for, from machine learning to full-stack web applications.',
    tracks: [
      { id: 'ai-ml', label: 'AI & Machine Learning' },
      { id: 'data-science', label: 'Data Science' },
      { id: 'java-fullstack', label: 'Java Fullstack' },
      { id: 'python-fullstack', label: 'Python Fullstack' },
    ],
  },
  {
    key: 'civil',
    program: 'Civil',
    title: 'Civil',
    summary: 'Building Information Modelling projects for buildings and infrastructure, as design offices run them.',
    tracks: [
      { id: 'bim-construction', label: 'BIM Construction' },
      { id: 'bim-infrastructure', label: 'BIM infrastructure' },
      { id: 'bim-architecture', label: 'BIM architecture' },
    ],
  },
  {
    key: 'mechanical',
    program: 'Mechanical',
    title: 'Mechanical',
    summary: 'Design-to-production projects: modelling, machining and manufacturing with industry CAD software.',
    tracks: [
      { id: 'cad-cam', label: 'CAD/CAM' },
      { id: 'product-design', label: 'Product Design' },
      { id: 'manufacturing', label: 'Manufacturing' },
    ],
  },
];

/** The tracks a program offers as courses; Other has none. */
export function tracksOf(program: Program): Track[] {
  return PROGRAMS_INFO.find((info) => info.program === program)?.tracks ?? [];
}
