import { css, type Theme } from '@emotion/react';
import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const fieldStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font: inherit;
  }
  textarea {
    min-height: 7rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  .field-error {
    margin: 0;
    color: ${theme.colors.danger};
    font-size: 0.9rem;
  }
  .field-hint {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/**
 * Ids for the fields of a form whose HTML a server renders: `${prefix}-${name}`. React's useId depends on where
 * the form sits in the tree, which differs between a remote's own render and the shell's page that hydrates
 * it; a form's name and its fields' names do not.
 */
const FieldIdPrefix = createContext<string | null>(null);

export function FieldIds({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FieldIdPrefix.Provider value={prefix}>{children}</FieldIdPrefix.Provider>;
}

interface FieldShellProps {
  /** The control's name, for its id inside FieldIds. */
  name?: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and the message below it, tied together for screen readers. */
function FieldShell({ name, label, error, hint, required, children }: FieldShellProps) {
  const prefix = useContext(FieldIdPrefix);
  const generated = useId();
  const id = prefix && name ? `${prefix}-${name}` : generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyles}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell name={input.name} label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...input} {...control} required={required} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell name={textarea.name} label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...textarea} {...control} required={required} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell name={select.name} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...select} {...control} required={required}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
