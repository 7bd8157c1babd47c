// The Releases view's place in the workspace: in an admin's nav only (the view itself:
// features/releases/components/releases-view.test.tsx).
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { registration } from '../testing/students';

describe('the Releases view in the workspace', () => {
  it('is in an admin’s workspace nav, and opens from it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
    fakeStaffApi([registration()]);
    renderApp();
    await user.click(await screen.findByRole('link', { name: 'Releases' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Releases' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not offered to a staff member', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
    const { db } = fakeStaffApi([registration()]);
    db.staff[0]!.role = 'staff';
    renderApp();
    // Once the workspace knows who is signed in.
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Asha Admin (Staff)');
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
  });
});
