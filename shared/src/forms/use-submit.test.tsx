import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describeFailure } from '../api/describe-failure';
import { httpError, networkError } from '../testing/http-error';
import { ThemeProvider } from '../theme/theme-provider';
import { FormStatus } from './form-status';
import { useSubmit } from './use-submit';

/** A one-field form on the protocol, as every app's forms use it. */
function EmailForm({
  send,
  onTyped,
}: {
  send: (data: { email: string }) => Promise<unknown>;
  onTyped?: (typed: Record<string, string>, left: string[]) => void;
}) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { outcome, submitting, onSubmit, formRef, statusRef } = useSubmit({
    send,
    keepTyped: (typed, left) => {
      onTyped?.(typed, left);
      if (typed.email !== undefined) setEmail(typed.email);
    },
    describeFailure: (error) =>
      describeFailure(error, {
        fields: ['email'],
        unreachable: 'Could not reach the server',
        invalid: 'Please correct the field',
      }),
    showFieldErrors: setErrors,
    onSuccess: () => {
      setEmail('');
      return 'Sent!';
    },
  });
  const check = () =>
    email.includes('@')
      ? { success: true as const, data: { email } }
      : { success: false as const, errors: [{ field: 'email', msg: 'Invalid email format' }] };
  return (
    <form ref={formRef} aria-label="Sign up" noValidate onSubmit={onSubmit(check)}>
      <label htmlFor="email">Email</label>
      <input
        id="email"
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-describedby="email-error"
      />
      <p id="email-error">{errors.email}</p>
      <button type="submit" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send'}
      </button>
      <FormStatus ref={statusRef} outcome={outcome} />
    </form>
  );
}

function setup(send: (data: { email: string }) => Promise<unknown>) {
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <EmailForm send={send} />
    </ThemeProvider>,
  );
  return { user, input: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }) };
}

function deferred() {
  let settle!: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('useSubmit with FormStatus', () => {
  it('sends once when submitted twice before React re-renders', async () => {
    const reply = deferred();
    const send = jest.fn(() => reply.promise);
    const { user, input } = setup(send);
    await user.type(input(), 'asha@example.com');
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Sign up' });
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(screen.getByRole('button')).toHaveTextContent('Sending...');
    await act(async () => reply.resolve({}));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('announces a success in the status line, moves focus there and clears the field', async () => {
    const { user, input } = setup(() => Promise.resolve({}));
    await user.type(input(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    expect(input()).toHaveValue('');
  });

  it("puts a 400's field errors on the field, focuses it and keeps what was typed", async () => {
    const { user, input } = setup(() =>
      Promise.reject(httpError(400, { errors: [{ field: 'email', msg: 'Email is taken' }] })),
    );
    await user.type(input(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the field');
    expect(input()).toHaveAccessibleDescription('Email is taken');
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('asha@example.com');
  });

  it('keeps the input after a network error, says so, and lets the visitor send again', async () => {
    const send = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue({});
    const { user, input } = setup(send);
    await user.type(input(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(input()).toHaveValue('asha@example.com');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("sends nothing when the form's check refuses, and focuses the field", async () => {
    const send = jest.fn(() => Promise.resolve({}));
    const { user, input } = setup(send);
    await user.type(input(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(input()).toHaveAccessibleDescription('Invalid email format');
    expect(input()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('starts as the page was rendered for the request: the confirmation, or the mistakes in the summary', () => {
    function Rendered({
      initial,
    }: {
      initial: { outcome: { kind: 'success'; message: string } | { kind: 'idle' }; errors: Record<string, string> };
    }) {
      const { outcome, summary, statusRef } = useSubmit({
        send: jest.fn(),
        describeFailure: () => ({ message: '', fields: {} }),
        showFieldErrors: jest.fn(),
        initial,
      });
      return (
        <>
          <ul aria-label="summary">
            {Object.entries(summary).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
          <FormStatus ref={statusRef} outcome={outcome} />
        </>
      );
    }
    const { unmount } = render(
      <ThemeProvider>
        <Rendered initial={{ outcome: { kind: 'success', message: 'Sent!' }, errors: {} }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sent!');
    // The confirmation is where the visitor is looking: focus is on it (the server's HTML autofocuses it too).
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    unmount();
    render(
      <ThemeProvider>
        <Rendered initial={{ outcome: { kind: 'idle' }, errors: { email: 'Invalid email format' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('list', { name: 'summary' })).toHaveTextContent('Invalid email format');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  describe("over the server's HTML", () => {
    /** The form as the server sent it, typed into (and maybe sent) before its code arrived, then hydrated. */
    async function hydrateTypedForm(
      send: (data: { email: string }) => Promise<unknown>,
      {
        sentBefore = false,
        stillFocused = false,
        onTyped,
      }: {
        sentBefore?: boolean;
        stillFocused?: boolean;
        onTyped?: (typed: Record<string, string>, left: string[]) => void;
      } = {},
    ) {
      const ui = (
        <ThemeProvider>
          <EmailForm send={send} onTyped={onTyped} />
        </ThemeProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(ui);
      document.body.append(container);
      const input = container.querySelector('input')!;
      input.value = 'asha@example.com';
      if (stillFocused) input.focus();
      // What index.html's script did with a form sent before its code arrived (it now leaves a form with an
      // action to the browser): a mark left behind must not send it a second time.
      if (sentBefore) container.querySelector('form')!.setAttribute('data-submit-pending', '');
      await act(async () => {
        hydrateRoot(container, ui);
      });
      return { container, input };
    }

    it('takes over what was typed before hydration, and sends it', async () => {
      const send = jest.fn(async () => ({}));
      const { container, input } = await hydrateTypedForm(send);
      expect(input).toHaveValue('asha@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(send).toHaveBeenCalledWith({ email: 'asha@example.com' });
      container.remove();
    });

    it('names the fields typed in and left, so the form checks them as if just left; not the one still in use', async () => {
      const onTyped = jest.fn();
      const left = await hydrateTypedForm(jest.fn(), { onTyped });
      expect(onTyped).toHaveBeenCalledWith({ email: 'asha@example.com' }, ['email']);
      left.container.remove();

      onTyped.mockClear();
      const inUse = await hydrateTypedForm(jest.fn(), { onTyped, stillFocused: true });
      expect(onTyped).toHaveBeenCalledWith({ email: 'asha@example.com' }, []);
      inUse.container.remove();
    });

    it('never sends a form again that was sent before hydration: the browser sent it', async () => {
      const send = jest.fn(async () => ({}));
      const { container } = await hydrateTypedForm(send, { sentBefore: true });
      expect(send).not.toHaveBeenCalled();
      container.remove();
    });
  });
});
