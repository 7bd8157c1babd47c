import { css, type Theme } from '@emotion/react';

/** A course's link in a group's list: the same card in the course modal and in its no-JavaScript popover. */
export const courseLinkStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;
