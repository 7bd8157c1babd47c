import { css, type Theme } from '@emotion/react';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { FieldIds, TextAreaField, TextField } from '@blueprint/shared/ui/field';
import { contactSchema } from '@blueprint/contract/api/inbox';
import { validate } from '@blueprint/contract/api/validate';
import { validateField } from '@blueprint/shared/validation';
import { ErrorSummary } from '@blueprint/shared/forms/error-summary';
import { useFormState } from '@blueprint/shared/forms/form-state';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { HtmlForm } from '@blueprint/shared/forms/html-form';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { useState, type ChangeEvent } from 'react';
import { describeSubmitError } from '../../../lib/submit-error';
import { useSessionDraft } from '../../../lib/use-session-draft';
import { CONTACT_FORM, CONTACT_STATUS_ID, SENT_MESSAGE } from '../api/contact-action';
import { sendContactMessage } from '../api/send-contact-message';

export { SENT_MESSAGE } from '../api/contact-action';

const EMPTY = { name: '', email: '', phone: '', message: '' };
type Field = keyof typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as Field[];
type Errors = Partial<Record<Field, string>>;

const formStyles = (theme: Theme) => css`
  display: grid;
  gap: 1rem;
  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
  .required-note {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
  button[type='submit'] {
    ${buttonStyles(theme, 'primary')}
    width: 100%;
  }
`;

export interface ContactFormProps {
  /** The service the visitor asks about; held with the message, no visible input (docs/spec-notes.md#entities). */
  service?: string;
}

/**
 * The contact form: name, email and message required, phone optional. It posts to the API; what the visitor
 * typed stays until the API has confirmed it (and survives a trip to another page in the same tab).
 */
export default function ContactForm({ service = '' }: ContactFormProps) {
  const state = useFormState(CONTACT_FORM);
  const [values, setValues] = useSessionDraft(STORAGE_KEYS.contactDraft, EMPTY, state?.values);
  const [errors, setErrors] = useState<Errors>(() => state?.errors ?? {});
  const { outcome, summary, submitting, onSubmit, formRef, statusRef, confirmedOnLoad } = useSubmit({
    initial: state,
    send: sendContactMessage,
    describeFailure: (error) => describeSubmitError(error, FIELDS),
    showFieldErrors: setErrors,
    // What was typed before the code arrived is the form's, and a field already left is checked as if it had
    // just been left.
    keepTyped: (typed, left) => {
      const taken = Object.entries(typed).filter(([name]) => name in EMPTY) as Array<[Field, string]>;
      setValues((current) => ({ ...current, ...Object.fromEntries(taken) }));
      const checked = taken.filter(([name, value]) => left.includes(name) && value !== '');
      if (checked.length > 0)
        setErrors((current) => ({
          ...current,
          ...Object.fromEntries(checked.map(([name, value]) => [name, validateField(contactSchema, name, value)])),
        }));
    },
    onSuccess: () => {
      setValues(EMPTY);
      return SENT_MESSAGE;
    },
  });
  const sending = submitting;

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows an error, it clears as soon as the value is right.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateField(contactSchema, field, value) }));
  };

  const onBlur = (field: Field) => () => {
    // Leaving an untouched empty field is not an error yet; submitting is.
    if (values[field] === '' && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: validateField(contactSchema, field, values[field]) }));
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: onChange(name),
    onBlur: onBlur(name),
    // Read-only while sending: a change made then would be wiped by the success reset.
    readOnly: sending,
  });

  return (
    <FieldIds prefix="contact">
      <HtmlForm
        ref={formRef}
        name={CONTACT_FORM}
        state={state}
        id="contact-form"
        anchor="contact-form"
        css={formStyles}
        onSubmit={onSubmit(() => validate(contactSchema, { ...values, service }))}
        aria-busy={sending}
        aria-label="Send Us a Message"
      >
        {Object.keys(summary).length > 0 && (
          <div className="wide">
            <ErrorSummary
              id="contact-error-summary"
              errors={summary}
              idOf={(name) => `contact-${name}`}
              order={FIELDS}
            />
          </div>
        )}
        <p className="required-note wide">Fields marked * are required.</p>
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <div className="wide">
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </div>
        <div className="wide">
          <TextAreaField label="Message" rows={5} required {...field('message')} />
        </div>
        <div className="wide">
          <FormStatus ref={statusRef} outcome={outcome} id={CONTACT_STATUS_ID} focusOnLoad={confirmedOnLoad} />
        </div>
        <div className="wide">
          <button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </div>
      </HtmlForm>
    </FieldIds>
  );
}
