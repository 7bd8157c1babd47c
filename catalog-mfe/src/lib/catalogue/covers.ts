// One cover illustration per discipline, shared by its courses. Webpack turns each import into a
// fingerprinted URL; the images themselves load as images, not JS.
import architecture from '../../assets/covers/architecture.svg';
import data from '../../assets/covers/data.svg';
import drafting from '../../assets/covers/drafting.svg';
import infrastructure from '../../assets/covers/infrastructure.svg';
import mechanical from '../../assets/covers/mechanical.svg';
import planning from '../../assets/covers/planning.svg';
import programming from '../../assets/covers/programming.svg';
import structural from '../../assets/covers/structural.svg';
import visualisation from '../../assets/covers/visualisation.svg';
import type { Discipline } from './types';

export const COVERS: Record<Discipline, string> = {
  architecture,
  data,
  drafting,
  infrastructure,
  mechanical,
  planning,
  programming,
  structural,
  visualisation,
};

/** The covers' intrinsic size, for width/height attributes (no layout shift). */
export const COVER_SIZE = { width: 640, height: 360 } as const;
