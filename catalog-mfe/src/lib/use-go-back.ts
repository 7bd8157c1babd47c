import { useBasePath, useLocation, useNavigate } from '@blueprint/shared/router';

interface NavigationEntries {
  currentEntry: { index: number } | null;
}

/**
 * Whether the page before this document's first location was ours. The Navigation API lists only this
 * origin's entries next to the current one, so an index above 0 means one of our pages came before, even
 * across a full page load (typed address, reload). Without that API, a same-origin referrer says the same.
 */
function cameFromOurPage(): boolean {
  const navigation = (window as Window & { navigation?: NavigationEntries }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  if (!document.referrer || window.history.length < 2) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Back to the previous page, like the browser's button, whenever that page was ours; otherwise (an outside
 * link, a new tab) to the course list. After a move inside the app the router knows the way back (its first
 * location has the key 'default'); after a full page load the browser's history does.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const base = useBasePath();
  return () => {
    if (key !== 'default') navigate(-1);
    else if (cameFromOurPage()) window.history.back();
    else navigate(`${base}/courses`);
  };
}
