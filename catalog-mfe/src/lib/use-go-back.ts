import { useLocation, useNavigate } from '@blueprint/shared/router';
import { useBasePath } from './use-base-path';

/**
 * Back to the previous page, like the browser's button; when the visitor landed here directly (the router's
 * first location has the key 'default') there is nothing of ours to go back to, so go to the course list.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const base = useBasePath();
  return () => {
    if (key !== 'default') navigate(-1);
    else navigate(`${base}/courses`);
  };
}
