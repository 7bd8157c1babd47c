import { useLocation } from 'react-router-dom';
import { basePathOf, BASE_PATH } from '@blueprint/contract/paths';

/**
 * Which base a link carries. The one rule for /blueprint (docs/contract.md): every page exists bare and under
 * the base, and
 * - 'always': the navigation bar (and the Home hero's Contact us) lead under the base, as the spec writes them;
 * - 'never': the footer's links carry no base;
 * - 'keep' (every other link): the link stays under the base the visitor is under.
 */
export type LinkBase = 'always' | 'never' | 'keep';

/** The base to put before a link's path, by the rule above: '/blueprint' or ''. */
export function useBasePath(links: LinkBase = 'keep'): '' | typeof BASE_PATH {
  const { pathname } = useLocation();
  if (links === 'always') return BASE_PATH;
  if (links === 'never') return '';
  return basePathOf(pathname);
}
