// Cancel during a save really cancels (and says honestly when the server had already saved), and a note typed
// in the dialog is kept for a session that ends (dashboard-page-drafts.test.tsx) until the dialog is closed.
import type { Registration } from '@blueprint/contract/api/registrations';
import { deferredReply } from '@blueprint/shared/testing/mock-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/render';
import { FollowUpDialog } from './follow-up-dialog';
import { signedInWithAsha } from '../../../testing/signed-in';
import { FAKE_ADMIN } from '../../../testing/fake-server';
import { fakeId } from '../../../testing/students';
import { readDraft, saveDraft } from '../api/follow-up-drafts';
import { DraftOffer } from './draft-offer';

describe('FollowUpDialog: Cancel during a save', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('stops the request and says nothing was saved when the server had not saved it', async () => {
    const user = userEvent.setup();
    const { api, student, db } = signedInWithAsha();
    const reply = deferredReply();
    // The server never gets to store it: the request is cut off on the way.
    api.on('PATCH /api/internships/:id', () => reply.promise);
    const onSaved = jest.fn();
    const onClose = jest.fn();
    renderWithTheme(<FollowUpDialog student={student} onClose={onClose} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'contacted');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () =>
      reply.release({ status: 200, data: { data: { ...db.registrations[0], status: 'contacted' } } }),
    );

    expect(await within(dialog).findByText('Cancelled: nothing was saved.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // What was typed stays, to save again or leave.
    expect(within(dialog).getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
    expect(api.calls(`GET /api/internships/${student._id}`)).toHaveLength(1);
  });

  it('says so, and shows it saved, when the server had saved it before Cancel reached it', async () => {
    const user = userEvent.setup();
    const { api, student, db } = signedInWithAsha();
    const reply = deferredReply();
    api.on('PATCH /api/internships/:id', (request) => {
      // Stored (a new version), and the answer held back until after Cancel.
      Object.assign(db.registrations[0]!, request.body as object, { version: db.registrations[0]!.version + 1 });
      return reply.promise;
    });
    const onSaved = jest.fn();
    renderWithTheme(<FollowUpDialog student={student} onClose={jest.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'enrolled');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Paid the fee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => reply.release({ status: 200, data: { data: db.registrations[0] } }));

    expect(
      await within(dialog).findByText(
        'Too late to cancel: the server had already saved it (Enrolled, “Paid the fee”).',
      ),
    ).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    const [saved] = onSaved.mock.calls[0] as [Registration];
    expect(saved).toMatchObject({ _id: student._id, status: 'enrolled', note: 'Paid the fee' });
  });
});

describe('a session that ends mid-note', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lets the typed note go when the dialog is closed on purpose', async () => {
    const user = userEvent.setup();
    const { student } = signedInWithAsha();
    renderWithTheme(<FollowUpDialog student={student} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Half a thought');
    expect(window.sessionStorage.length).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('drafts with a login per person', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('offers a kept draft only to the person who typed it', async () => {
    const { student } = signedInWithAsha();
    saveDraft({
      id: student._id,
      name: 'Asha Rao',
      status: 'contacted',
      note: 'Ravi’s half-typed note',
      staffId: fakeId('ravi'),
    });
    const { unmount } = renderWithTheme(<DraftOffer />);
    // Asha Admin is signed in now: Ravi's note is not hers to see or save.
    await waitFor(() => expect(screen.queryByText(/Your session ended/)).not.toBeInTheDocument());
    unmount();

    saveDraft({ id: student._id, name: 'Asha Rao', status: 'contacted', note: 'My own note', staffId: FAKE_ADMIN._id });
    renderWithTheme(<DraftOffer />);
    expect(
      await screen.findByText('Your session ended while you were following up Asha Rao. What you typed was kept.'),
    ).toBeInTheDocument();
  });

  it('keeps who typed the note and the version it was typed on', async () => {
    const user = userEvent.setup();
    const { student } = signedInWithAsha();
    renderWithTheme(<FollowUpDialog student={{ ...student, version: 4 }} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    // Once /api/auth/me has said who is signed in.
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Asha Admin (me)' })).toBeInTheDocument());
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Half');
    expect(readDraft(student._id)).toMatchObject({ note: 'Half', staffId: FAKE_ADMIN._id, version: 4 });
  });
});
