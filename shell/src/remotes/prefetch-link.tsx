import { forwardRef } from 'react';
import { Link, type LinkProps } from '@blueprint/shared/router';
import { remotePageAt } from './site-pages';
import { preloadExposed } from './remote-loader';

function pathOf(to: LinkProps['to']): string {
  const path = typeof to === 'string' ? to : (to.pathname ?? '');
  return path.split(/[?#]/)[0] ?? '';
}

/** Warms the target page's remote code when the visitor shows intent. */
export function preloadRoute(to: LinkProps['to']): void {
  const page = remotePageAt(pathOf(to));
  if (page) preloadExposed(page.remote, page.module);
}

/** A router link that starts loading its page's code on hover, focus or touch. */
export const PrefetchLink = forwardRef<HTMLAnchorElement, LinkProps>(function PrefetchLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  return (
    <Link
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        preloadRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(to);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        preloadRoute(to);
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
});
