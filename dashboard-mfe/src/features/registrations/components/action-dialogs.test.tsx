import type { Registration } from '@blueprint/contract/api/registrations';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PagedData } from '../../../lib/paged-data';
import { fakeStaffApi } from '../../../testing/fake-server';
import { renderWithTheme } from '../../../testing/render';
import { registration } from '../../../testing/students';
import { registrationKeys } from '../api/query-keys';
import { DeleteRegistrationDialog } from './delete-registration-dialog';
import { FollowUpDialog } from './follow-up-dialog';

// The staff actions are mutations (useMutation), and a form's state is its mutation's: one request per
// submit, however fast the clicks, a failure said in the dialog with what was typed kept, and what the server
// stored in the cache (every list and count read again) without the dialog's parent doing anything.

function setUp() {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
  const row = registration({ fullName: 'Asha Rao', email: 'asha@example.com' });
  const server = fakeStaffApi([row]);
  return { ...server, student: row };
}

describe('FollowUpDialog', () => {
  it('sends one change for a double submit, then hands the saved registration back', async () => {
    const { api, student } = setUp();
    const onSaved = jest.fn();
    renderWithTheme(<FollowUpDialog student={student} onClose={jest.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), {
      target: { value: 'contacted' },
    });
    const form = within(dialog).getByRole('button', { name: 'Save' }).closest('form')!;
    // Both in one frame: React has not re-rendered the busy button in between.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls(`PATCH /api/internships/${student._id}`)).toHaveLength(1);
    const [saved] = onSaved.mock.calls[0] as [Registration];
    expect(saved).toMatchObject({ _id: student._id, status: 'contacted' });
  });

  it("keeps what the server stored as the registration's record, and has every list and count read again", async () => {
    const user = userEvent.setup();
    const { student } = setUp();
    const { queryClient } = renderWithTheme(
      <FollowUpDialog student={student} onClose={jest.fn()} onSaved={jest.fn()} />,
    );
    const listKey = registrationKeys.list({}, 50);
    queryClient.setQueryData<PagedData<Registration>>(listKey, {
      pages: [{ data: [student], nextCursor: null }],
      pageParams: [null],
    });
    queryClient.setQueryData(registrationKeys.statusCounts, { new: 1, contacted: 0, enrolled: 0, 'not-interested': 0 });
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Follow-up status' }), 'contacted');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.status),
      ).toEqual(['success']),
    );
    expect(queryClient.getQueryData(registrationKeys.one(student._id))).toMatchObject({
      _id: student._id,
      status: 'contacted',
      version: 2,
    });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(registrationKeys.statusCounts)?.isInvalidated).toBe(true);
  });

  it('says why a save failed and keeps the note typed', async () => {
    const user = userEvent.setup();
    const { api, student } = setUp();
    // Erased on another dashboard while this one was open.
    api.on('PATCH /api/internships/:id', { status: 404, data: { message: 'Registration not found' } });
    renderWithTheme(<FollowUpDialog student={student} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Follow up: Asha Rao' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Called twice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save: Registration not found');
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue('Called twice');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('DeleteRegistrationDialog', () => {
  it('erases once for a double click', async () => {
    const { api, student } = setUp();
    const onDeleted = jest.fn();
    renderWithTheme(<DeleteRegistrationDialog student={student} onClose={jest.fn()} onDeleted={onDeleted} />);
    const button = within(screen.getByRole('dialog', { name: 'Delete registration' })).getByRole('button', {
      name: 'Delete Asha Rao',
    });
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(student));
    expect(api.calls(`DELETE /api/internships/${student._id}`)).toHaveLength(1);
  });

  it('says why an erasure failed, for this person only', async () => {
    const user = userEvent.setup();
    const { db, student } = setUp();
    db.registrations.length = 0;
    let show: (shown: Registration | null) => void = () => {};
    function Harness() {
      const [shown, setShown] = useState<Registration | null>(student);
      show = setShown;
      return <DeleteRegistrationDialog student={shown} onClose={() => setShown(null)} onDeleted={jest.fn()} />;
    }
    renderWithTheme(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Delete registration' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Asha Rao' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not delete: Registration not found');

    act(() => show(null));
    act(() => show(registration({ fullName: 'Ravi Kumar' })));
    const next = screen.getByRole('dialog', { name: 'Delete registration' });
    expect(within(next).getByRole('button', { name: 'Delete Ravi Kumar' })).toBeInTheDocument();
    expect(within(next).queryByRole('alert')).not.toBeInTheDocument();
  });
});
