import { BASE_PATH } from '@blueprint/shared/constants';
import { useLocation } from '@blueprint/shared/router';

/** Every route exists bare and under /blueprint; links stay under the base the visitor is on. */
export function useBasePath(): string {
  const { pathname } = useLocation();
  return pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) ? BASE_PATH : '';
}
