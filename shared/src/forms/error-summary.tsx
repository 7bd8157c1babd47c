import { css, type Theme } from '@emotion/react';

const summaryStyles = (theme: Theme) => css`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  border: 3px solid ${theme.colors.danger};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  outline: none;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

export interface ErrorSummaryProps {
  /** Unique in the page: its heading's id is `${id}-title`. */
  id: string;
  /** Messages by field name, in the order the form shows its fields. */
  errors: Record<string, string>;
  /** The id of a field's control, for the link to it. */
  idOf: (field: string) => string;
  /** The form's field names in page order: the summary lists them in that order. */
  order?: readonly string[];
}

/**
 * GOV.UK's error summary: at the top of a form that came back with mistakes, one link per mistake to its
 * field, so a visitor learns what to fix and where, with or without JavaScript. Nothing when there is no mistake.
 */
export function ErrorSummary({ id, errors, idOf, order }: ErrorSummaryProps) {
  const fields = Object.keys(errors).filter((field) => errors[field]);
  if (fields.length === 0) return null;
  if (order) fields.sort((a, b) => rank(order, a) - rank(order, b));
  return (
    // A region named by its heading, not an alert: the form's status line is the one alert (with JavaScript,
    // focus goes to the first wrong field, which says its own message).
    <section id={id} css={summaryStyles} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>There is a problem</h3>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${idOf(field)}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function rank(order: readonly string[], field: string) {
  const index = order.indexOf(field);
  return index === -1 ? order.length : index;
}
