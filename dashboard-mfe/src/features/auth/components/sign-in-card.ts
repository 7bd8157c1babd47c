import { css, type Theme } from '@emotion/react';

// What both steps of signing in share: the card they sit in, and their words for a failure that is not the person's.
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';
export const SERVER_FAILURE = 'Sign-in is unavailable right now. Please try again shortly.';

export const signInCard = (theme: Theme) => css`
  display: grid;
  gap: 1.25rem;
  width: 100%;
  max-width: 26rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.md};
`;
