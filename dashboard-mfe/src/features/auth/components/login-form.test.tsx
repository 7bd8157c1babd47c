import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply } from '@blueprint/shared/testing/mock-api';
import { mockApi } from '../../../testing/mock-api';
import { renderWithTheme } from '../../../testing/render';
import { TEST_API_URL } from '../../../testing/setup-tests';
import {
  INVALID_CREDENTIALS,
  LoginForm,
  NETWORK_FAILURE,
  SERVER_FAILURE,
  SESSION_EXPIRED,
  TOO_MANY_ATTEMPTS,
} from './login-form';

const email = () => screen.getByLabelText(/^email/i);
const password = () => screen.getByLabelText(/^password/i);

async function signIn(user: ReturnType<typeof userEvent.setup>, withPassword = 'blueprint-admin') {
  await user.type(email(), ' Admin@Blueprint.local ');
  await user.type(password(), withPassword);
  await user.click(screen.getByRole('button', { name: /sign in/i }));
}

describe('LoginForm', () => {
  it('requires email and password, on their own fields, and sends nothing without them', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderWithTheme(<LoginForm onSignedIn={jest.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(email()).toHaveFocus();
    expect(api.requests).toHaveLength(0);

    await user.type(email(), 'admin@blueprint.local');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('posts the credentials, shows a pending state while waiting, and hands over the session’s marker', async () => {
    const reply = deferredReply();
    const api = mockApi().on('POST /api/auth/session', () => reply.promise);
    const onSignedIn = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<LoginForm onSignedIn={onSignedIn} />);

    await signIn(user);

    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(api.calls('POST /api/auth/session')).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      baseURL: TEST_API_URL,
      body: { email: 'admin@blueprint.local', password: 'blueprint-admin' },
      authorization: undefined,
    });

    reply.release({ status: 200, data: { expiresAt: '2030-01-01T00:00:00.000Z' } });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('session-until:2030-01-01T00:00:00.000Z'));
  });

  it.each([
    ['a 401', { status: 401, data: { message: 'Invalid credentials' } }, INVALID_CREDENTIALS],
    [
      'a 429',
      { status: 429, data: { message: 'Too many failed login attempts, please try again later' } },
      TOO_MANY_ATTEMPTS,
    ],
    ['a network failure', 'network-error' as const, NETWORK_FAILURE],
    ['a server error', { status: 500, data: { message: 'boom' } }, SERVER_FAILURE],
  ])('explains %s and lets the user try again', async (_case, answer, text) => {
    mockApi().on('POST /api/auth/session', answer);
    const onSignedIn = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<LoginForm onSignedIn={onSignedIn} />);

    await signIn(user, 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands over the second step, not a session, when the person has a second factor (202)', async () => {
    const pending = {
      secondStep: 'pending-sign-in-id-0123456789',
      methods: ['totp', 'recovery-code'],
      expiresAt: '2030-01-01T00:05:00.000Z',
    };
    mockApi().on('POST /api/auth/session', { status: 202, data: pending });
    const onSignedIn = jest.fn();
    const onSecondStep = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<LoginForm onSignedIn={onSignedIn} onSecondStep={onSecondStep} />);

    await signIn(user);

    await waitFor(() => expect(onSecondStep).toHaveBeenCalledWith(pending));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says when the previous session expired', () => {
    renderWithTheme(<LoginForm onSignedIn={jest.fn()} sessionExpired />);
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
  });
});
