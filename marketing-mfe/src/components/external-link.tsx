import { VisuallyHidden } from '@blueprint/shared/ui/layout';
import type { AnchorHTMLAttributes } from 'react';

/** A link to another site: opens in a new tab, without giving that page a handle on ours, and says so. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
