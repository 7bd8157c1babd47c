// Presence: who else has the open registration, told by the API over the dashboard's socket (the fake socket
// plays the API here).
import { act, screen, within } from '@testing-library/react';
import { io } from '../../../testing/fake-socket-io';
import { renderWithTheme } from '../../../testing/render';
import { signedInWithAsha } from '../../../testing/signed-in';
import { fakeId } from '../../../testing/students';
import { Presence, PresenceContext, type PresenceSocket } from '../hooks/use-viewers';
import { FollowUpDialog } from './follow-up-dialog';

const RAVI = { _id: fakeId('ravi'), name: 'Ravi Kumar' };

describe('FollowUpDialog: who else is viewing', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows "Ravi Kumar is viewing" politely while he has it open, and says it is closed when the dialog closes', () => {
    const { student } = signedInWithAsha();
    const socket = io('http://api.test');
    const presence = new Presence();
    // The fake stands in for socket.io-client's socket, whose overloaded types it does not copy.
    presence.attach(socket as unknown as PresenceSocket);
    act(() => socket.serverAccept());
    const dialog = (open: boolean) => (
      <PresenceContext value={presence}>
        <FollowUpDialog student={open ? student : null} onClose={jest.fn()} onSaved={jest.fn()} />
      </PresenceContext>
    );
    const { rerender } = renderWithTheme(dialog(true));
    const shown = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });

    expect(socket.sentArgs('watchRegistration')).toEqual([[student._id]]);
    act(() => socket.serverAck('watchRegistration', (registrationId) => ({ registrationId, viewers: [RAVI] })));
    const status = within(shown).getByText('Ravi Kumar is viewing');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');

    // He leaves: the API says the viewers changed, the dashboard asks again.
    act(() => socket.serverEmit('viewersChanged', { registrationId: student._id }));
    expect(socket.sentArgs('watchRegistration')).toHaveLength(2);
    act(() => socket.serverAck('watchRegistration', (registrationId) => ({ registrationId, viewers: [] })));
    expect(within(shown).queryByText(/is viewing/)).not.toBeInTheDocument();

    // Two of them; then this dashboard's connection drops: who is viewing is no longer known.
    act(() => socket.serverEmit('viewersChanged', { registrationId: student._id }));
    act(() =>
      socket.serverAck('watchRegistration', (registrationId) => ({
        registrationId,
        viewers: [RAVI, { _id: fakeId('meera'), name: 'Meera' }],
      })),
    );
    expect(within(shown).getByText('Ravi Kumar and Meera are viewing')).toBeInTheDocument();
    act(() => socket.serverDrop());
    expect(within(shown).queryByText(/are viewing/)).not.toBeInTheDocument();
    act(() => socket.serverAccept());
    expect(socket.sentArgs('watchRegistration')).toHaveLength(4);

    rerender(dialog(false));
    expect(socket.sentArgs('unwatchRegistration')).toEqual([[student._id]]);
  });
});
