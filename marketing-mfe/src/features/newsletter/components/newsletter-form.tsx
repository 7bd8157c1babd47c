import { css, type Theme } from '@emotion/react';
import { buttonStyles } from '@blueprint/shared/ui/button';
import { FieldIds, TextField } from '@blueprint/shared/ui/field';
import { FormStatus } from '@blueprint/shared/forms/form-status';
import { useSubmit } from '@blueprint/shared/forms/use-submit';
import { newsletterSchema, validate, validateField } from '@blueprint/shared/validation';
import { useState } from 'react';
import { describeSubmitError } from '../../../lib/submit-error';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Our weekly updates will reach your inbox.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed with this email. Thank you for reading!';

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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send: subscribeToNewsletter,
    describeFailure: (failure) => describeSubmitError(failure, ['email']),
    showFieldErrors: (errors) => setError(errors.email),
    keepTyped: (typed) => typed.email !== undefined && setEmail(typed.email),
    onSuccess: ({ alreadySubscribed }) => {
      setEmail('');
      return alreadySubscribed ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE;
    },
  });
  const sending = submitting;

  return (
    <FieldIds prefix="newsletter">
      <form
        ref={formRef}
        css={formStyles}
        noValidate
        onSubmit={onSubmit(() => validate(newsletterSchema, { email }))}
        aria-busy={sending}
        aria-label="Subscribe to Our Newsletter"
      >
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
          <FormStatus ref={statusRef} outcome={outcome} />
        </div>
      </form>
    </FieldIds>
  );
}
