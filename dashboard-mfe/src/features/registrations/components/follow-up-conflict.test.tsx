// Two staff, one registration: the second save is made on an old version, so the server refuses it (412).
// Nothing is lost: the dialog shows who changed what, keeps everything typed, and saves it on the new version.
import { NOTE_MAX, type Registration } from '@blueprint/contract/api/registrations';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../testing/render';
import { signedInWithAsha } from '../../../testing/signed-in';
import { fakeId } from '../../../testing/students';
import { registrationKeys } from '../api/query-keys';
import { FollowUpDialog } from './follow-up-dialog';

/** Ravi saves "Contacted / called 7:10pm" on the server while the dialog is open on the older version. */
function raviSavesFirst(server: ReturnType<typeof signedInWithAsha>) {
  const ravi = server.signIn({ _id: fakeId('ravi'), name: 'Ravi Kumar' }, 'ravi-token');
  const row = server.db.registrations[0]!;
  server.record(row._id, ravi, { kind: 'status', from: 'new', to: 'contacted' });
  server.record(row._id, ravi, { kind: 'note', text: 'called 7:10pm' });
  Object.assign(row, { status: 'contacted', note: 'called 7:10pm', version: 2 });
}

describe('FollowUpDialog: a save overtaken by another staff member', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('says at once that a colleague changed the open registration (who, what, when), and takes it in keeping what was typed', async () => {
    const user = userEvent.setup();
    const server = signedInWithAsha();
    const { api, student } = server;
    const onSaved = jest.fn();
    const { queryClient } = renderWithTheme(
      <FollowUpDialog student={{ ...student, version: 1 }} onClose={jest.fn()} onSaved={onSaved} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'number busy');
    // Ravi saves; his change reaches this dashboard live, as src/app/live-updates.ts takes it in: the
    // registration's record replaced, its history read again.
    raviSavesFirst(server);
    act(() => {
      queryClient.setQueryData(registrationKeys.one(student._id), { ...server.db.registrations[0]! });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.activity(student._id) });
    });

    const heading = await within(dialog).findByText(/^Ravi Kumar changed this registration/);
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Status: New → Contacted')).toBeInTheDocument();
    expect(alert.querySelector('time')).toHaveAttribute('datetime');
    expect(alert.textContent).not.toMatch(/version|\d{4}-\d\d-\d\dT/);

    await user.click(within(alert).getByRole('button', { name: 'Take in their change' }));
    expect(within(dialog).queryByText(/^Ravi Kumar changed this registration/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('number busy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.calls(`PATCH /api/internships/${student._id}`)[0]?.headers['if-match']).toBe('"2"');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('sends the version it shows, shows who changed what on 412, keeps what was typed and saves it on the new version', async () => {
    const user = userEvent.setup();
    const server = signedInWithAsha();
    const { api, student, db } = server;
    const onSaved = jest.fn();
    renderWithTheme(<FollowUpDialog student={{ ...student, version: 1 }} onClose={jest.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    raviSavesFirst(server);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'not-interested');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'number busy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const notice = await within(dialog).findByText(/^Not saved: Ravi Kumar changed this registration/);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Status: New → Contacted')).toBeInTheDocument();
    expect(within(alert).getByText('New note: “called 7:10pm”')).toBeInTheDocument();
    expect(api.calls(`PATCH /api/internships/${student._id}`)[0]?.headers['if-match']).toBe('"1"');
    // Nothing typed is lost.
    expect(within(dialog).getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('not-interested');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('number busy');
    expect(onSaved).not.toHaveBeenCalled();
    // Ravi's note is in the history shown.
    expect(await within(dialog).findByText('called 7:10pm')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(api.calls(`PATCH /api/internships/${student._id}`)[1]?.headers['if-match']).toBe('"2"');
    const [saved] = onSaved.mock.calls[0] as [Registration];
    expect(saved).toMatchObject({ status: 'not-interested', note: 'number busy', version: 3 });
    // Both notes are kept, each with its author.
    const notes = (db.activity.get(student._id) ?? []).filter((entry) => entry.kind === 'note');
    expect(notes.map((entry) => [entry.actor?.name, entry.text])).toEqual([
      ['Asha Admin', 'number busy'],
      ['Ravi Kumar', 'called 7:10pm'],
    ]);
  });

  it('sends only what the person changed after a conflict: their note, not the status they never touched', async () => {
    const user = userEvent.setup();
    const server = signedInWithAsha();
    const { api, student } = server;
    renderWithTheme(<FollowUpDialog student={{ ...student, version: 1 }} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    raviSavesFirst(server);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'left a voicemail');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/^Not saved:/);
    // The status the person did not touch now shows Ravi's.
    expect(within(dialog).getByRole('combobox', { name: 'Follow-up status' })).toHaveValue('contacted');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.calls(`PATCH /api/internships/${student._id}`)[1]?.body).toEqual({ note: 'left a voicemail' });
  });
});

describe('FollowUpDialog: the note limit', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the length as the person types, keeps a longer paste whole, says how much to cut and sends nothing', async () => {
    const user = userEvent.setup();
    const { api, student } = signedInWithAsha();
    renderWithTheme(<FollowUpDialog student={student} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    const box = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(box, 'Called');
    expect(within(dialog).getByText(new RegExp(`^6 of ${NOTE_MAX.toLocaleString()} characters`))).toBeInTheDocument();

    await user.clear(box);
    await user.click(box);
    await user.paste('y'.repeat(NOTE_MAX + 156));
    expect(box).toHaveValue('y'.repeat(NOTE_MAX + 156));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(/Shorten it by 156\.$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.calls(`PATCH /api/internships/${student._id}`)).toHaveLength(0);
    expect(box).toHaveValue('y'.repeat(NOTE_MAX + 156));
  });
});
