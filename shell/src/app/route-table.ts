import remotePages from './remote-pages.json';

// Which remote module renders which page. Each path exists bare and under /blueprint (spec section 2).
// The remotes' exposes are documented in their READMEs; only the modules named here are loaded, and only
// when their route is visited (or likely to be: hover, focus, idle).

export type RemoteName = 'marketing' | 'catalog' | 'internship' | 'dashboard';

export interface RemotePage {
  /** Relative to '/' or '/blueprint'. */
  path: string;
  remote: RemoteName;
  module: string;
}

// The table itself is JSON: the shell's static server reads the same file (emitted into dist) to preload
// the manifest of the remote a requested page needs.
export const REMOTE_PAGES = remotePages as RemotePage[];

/** The remote page a URL path leads to, if any: for preloading on intent. */
export function remotePageFor(pathname: string): RemotePage | undefined {
  const relative = pathname.replace(/^\/blueprint(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
  const segments = relative === '' ? [] : relative.split('/');
  return REMOTE_PAGES.find((page) => {
    const pattern = page.path === '' ? [] : page.path.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}
