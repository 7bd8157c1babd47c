import { css, type Theme } from '@emotion/react';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { FieldIds, TextField } from '@blueprint/shared/ui/field';
import { ErrorSummary } from '@blueprint/shared/forms/error-summary';
import { useFormState } from '@blueprint/shared/forms/form-state';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { HtmlForm } from '@blueprint/shared/forms/html-form';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { newsletterSchema } from '@blueprint/contract/api/inbox';
import { validate } from '@blueprint/contract/api/validate';
import { validateField } from '@blueprint/shared/validation';
import { useState } from 'react';
import { describeSubmitError } from '../../../lib/submit-error';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_FORM,
  NEWSLETTER_STATUS_ID,
  SUBSCRIBED_MESSAGE,
} from '../api/newsletter-action';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';

export { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from '../api/newsletter-action';

// On wider screens the button sits level with the input, below the label.
const formStyles = (theme: Theme) => css`
  display: grid;
  gap: 0.75rem;
  text-align: left;
  ${theme.media.sm} {
    grid-template-columns: 1fr auto;
    align-items: start;
    .status {
      grid-column: 1 / -1;
    }
    button[type='submit'] {
      margin-top: calc(1.6em + 0.35rem);
    }
  }
  button[type='submit'] {
    ${buttonStyles(theme, 'primary')}
  }
`;

/** The blog's newsletter sign-up: one email field, posted to the API. */
export default function NewsletterForm() {
  const state = useFormState(NEWSLETTER_FORM);
  const [email, setEmail] = useState(state?.values.email ?? '');
  const [error, setError] = useState<string | undefined>(state?.errors.email);
  const { outcome, summary, submitting, onSubmit, formRef, statusRef, confirmedOnLoad } = useSubmit({
    initial: state,
    send: subscribeToNewsletter,
    describeFailure: (failure) => describeSubmitError(failure, ['email']),
    showFieldErrors: (errors) => setError(errors.email),
    // What was typed before the code arrived is the form's; left already, it is checked as if just left.
    keepTyped: (typed, left) => {
      if (typed.email === undefined) return;
      setEmail(typed.email);
      if (left.includes('email') && typed.email !== '') setError(validateField(newsletterSchema, 'email', typed.email));
    },
    onSuccess: ({ alreadySubscribed }) => {
      setEmail('');
      return alreadySubscribed ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE;
    },
  });
  const sending = submitting;

  return (
    <FieldIds prefix="newsletter">
      <HtmlForm
        ref={formRef}
        name={NEWSLETTER_FORM}
        state={state}
        id="newsletter-form"
        anchor="newsletter-form"
        css={formStyles}
        onSubmit={onSubmit(() => validate(newsletterSchema, { email }))}
        aria-busy={sending}
        aria-label="Subscribe to Our Newsletter"
      >
        {Object.keys(summary).length > 0 && (
          <div className="status">
            <ErrorSummary id="newsletter-error-summary" errors={summary} idOf={(name) => `newsletter-${name}`} />
          </div>
        )}
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          value={email}
          error={error}
          readOnly={sending}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(validateField(newsletterSchema, 'email', event.target.value));
          }}
          onBlur={() => {
            if (email !== '' || error) setError(validateField(newsletterSchema, 'email', email));
          }}
        />
        <button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Subscribe'}
        </button>
        <div className="status">
          <FormStatus ref={statusRef} outcome={outcome} id={NEWSLETTER_STATUS_ID} focusOnLoad={confirmedOnLoad} />
        </div>
      </HtmlForm>
    </FieldIds>
  );
}
