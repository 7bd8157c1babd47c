import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { REPLY_PROMISE } from '../data/contact-stats';

export const cardStyles = (theme: Theme) => css`
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.sm};
  ${theme.media.sm} {
    padding: 2rem;
  }
  > h2,
  > h3 {
    margin: 0 0 0.25rem;
    font-size: 1.4rem;
  }
  .promise {
    margin: 0 0 1.5rem;
    color: ${theme.colors.textMuted};
  }
`;

/** 'Send Us a Message' with the 24-hour promise, around the form (or its placeholder while it loads). */
export function ContactFormCard({ level, children }: { level: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div css={cardStyles}>
      <Heading>Send Us a Message</Heading>
      <p className="promise">{REPLY_PROMISE}</p>
      {children}
    </div>
  );
}
