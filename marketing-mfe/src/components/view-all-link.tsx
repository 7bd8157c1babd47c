import { css, type Theme } from '@emotion/react';
import { Link } from '@blueprint/shared/router';
import { buttonStyles } from '@blueprint/shared/ui/button';
import type { ReactNode } from 'react';

const viewAllStyles = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
  a {
    ${buttonStyles(theme, 'secondary')}
  }
`;

/** The centred 'View All …' button under a section's selection. */
export function ViewAllLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div css={viewAllStyles}>
      <Link to={to}>{children}</Link>
    </div>
  );
}
