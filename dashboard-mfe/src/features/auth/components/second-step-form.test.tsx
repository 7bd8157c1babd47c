import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { renderWithTheme } from '../../../testing/render';
import { SecondStepForm } from './second-step-form';

const pending = {
  secondStep: 'pending-sign-in-id-0123456789',
  methods: ['totp', 'recovery-code'] as const,
  expiresAt: '2030-01-01T00:05:00.000Z',
};
const signedIn = { status: 200, data: { expiresAt: '2030-01-01T12:00:00.000Z' } };

describe('SecondStepForm', () => {
  it('sends the app’s code with the pending sign-in, and hands over the session’s marker', async () => {
    const api = mockApi().on('POST /api/auth/session/second-step', signedIn);
    const onSignedIn = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <SecondStepForm
        pending={{ ...pending, methods: [...pending.methods] }}
        onSignedIn={onSignedIn}
        onBack={jest.fn()}
      />,
    );

    expect(screen.getByRole('heading', { name: 'One more step' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^code from your authenticator app/i)).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app',
    );
    expect(api.requests).toHaveLength(0);

    await user.type(screen.getByLabelText(/^code from your authenticator app/i), '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('session-until:2030-01-01T12:00:00.000Z'));
    expect(api.calls('POST /api/auth/session/second-step')[0]).toMatchObject({
      body: { secondStep: pending.secondStep, code: '123 456' },
    });
    // Without a passkey, none is offered.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('takes a recovery code instead, and says so when the server refuses it', async () => {
    const api = mockApi().on('POST /api/auth/session/second-step', { status: 401, data: { message: 'Invalid code' } });
    const onSignedIn = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <SecondStepForm
        pending={{ ...pending, methods: ['totp', 'recovery-code', 'passkey'] }}
        onSignedIn={onSignedIn}
        onBack={jest.fn()}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^recovery code/i), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain('Invalid code');
    expect(api.calls('POST /api/auth/session/second-step')[0]).toMatchObject({
      body: { secondStep: pending.secondStep, recoveryCode: 'ABCD-EFGH-JKMN' },
    });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  });
});
