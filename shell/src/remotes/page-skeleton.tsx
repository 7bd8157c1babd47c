import { css, keyframes, type Theme } from '@emotion/react';
import { Container, VisuallyHidden } from '@blueprint/shared/ui/layout';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const blockStyles = (theme: Theme) => css`
  margin: 1rem 0;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const BLOCKS = [
  ['60%', '2.5rem'],
  ['90%', '1.25rem'],
  ['80%', '1.25rem'],
  ['100%', '14rem'],
] as const;

/** Shown while a remote's code arrives: the page's shape, never a blank area. */
export function PageSkeleton() {
  return (
    <Container
      role="status"
      aria-live="polite"
      data-testid="page-skeleton"
      css={{ paddingTop: '2rem', paddingBottom: '2rem' }}
    >
      <VisuallyHidden>Loading…</VisuallyHidden>
      {BLOCKS.map(([width, height], i) => (
        <div key={i} css={(theme) => [blockStyles(theme), { width, height }]} aria-hidden="true" />
      ))}
    </Container>
  );
}
