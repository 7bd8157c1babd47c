import { breakpoints } from '@blueprint/shared/theme';
import { useMediaQuery } from '../../../lib/use-media-query';

/** Cards the course carousel shows at once: 1 below 640 px, 2 below 1024, 3 below 1280, else 4 (spec 4). */
export function useVisibleCount(): number {
  const sm = useMediaQuery(`(min-width: ${breakpoints.sm}px)`);
  const md = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const lg = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  if (lg) return 4;
  if (md) return 3;
  if (sm) return 2;
  return 1;
}
