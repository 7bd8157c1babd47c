// The Releases view against the contract's /api/releases/:remote and its rollback (the fake server answers as
// docs/contract.md "Releases in the workspace" says).
import type { ReleaseList } from '@blueprint/contract/api/releases';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { deferredReply } from '@blueprint/shared/testing/mock-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi } from '../../../testing/fake-server';
import { renderWithTheme } from '../../../testing/render';
import { ReleasesView } from './releases-view';

const OLDER = '20261127-100000-aaaaaaaaaaaa';
const NEWER = '20261127-110000-bbbbbbbbbbbb';
const NEWEST = '20261127-120000-cccccccccccc';

/** The catalog with three releases, NEWER live after a deploy from NEWEST's predecessor OLDER. */
const catalog = (): ReleaseList => ({
  remote: 'catalog',
  live: { release: NEWER, previous: OLDER, by: 'ana@ci', at: '2026-11-27T11:05:00.000Z', errors: 3 },
  releases: [
    { release: NEWEST, commit: 'cccccccccccc', builtAt: '2026-11-27T12:00:00.000Z', live: false, errors: null },
    { release: NEWER, commit: 'bbbbbbbbbbbb', builtAt: '2026-11-27T11:00:00.000Z', live: true, errors: 3 },
    { release: OLDER, commit: 'aaaaaaaaaaaa', builtAt: '2026-11-27T10:00:00.000Z', live: false, errors: 0 },
  ],
  log: [
    { action: 'deploy', from: OLDER, to: NEWER, by: 'ana@ci', at: '2026-11-27T11:05:00.000Z' },
    { action: 'deploy', from: 'base', to: OLDER, by: 'ana@ci', at: '2026-11-27T10:05:00.000Z' },
  ],
});

function renderView() {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
  const server = fakeStaffApi([]);
  server.db.releases!.set('catalog', catalog());
  renderWithTheme(<ReleasesView />);
  return server;
}

const section = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('section')!;

describe('ReleasesView', () => {
  it('shows each remote’s live release, who made it live and when, its releases newest first and its deploy log', async () => {
    renderView();
    const catalogSection = await section('Catalog');
    const table = await within(catalogSection).findByRole('table', { name: 'Releases of Catalog, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([NEWEST, `${NEWER} Live`, OLDER]);
    // Browser errors: a count, or "—" where none are counted.
    expect(rows.map((row) => row.lastElementChild!.textContent)).toEqual(['—', '3', '0']);
    expect(within(catalogSection).getByText('Live release').nextElementSibling).toHaveTextContent(NEWER);
    expect(within(catalogSection).getByText('Made live by').nextElementSibling).toHaveTextContent('ana@ci');
    // A time as people read it, the exact one in datetime.
    expect(within(catalogSection).getByText('Live since').nextElementSibling!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-27T11:05:00.000Z',
    );
    // The live release's own count: a deploy-less base build's too.
    expect(within(catalogSection).getByText('Browser errors', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '3',
    );
    const log = within(catalogSection).getByRole('table', { name: 'Deploy log of Catalog, newest first' });
    expect(within(log).getAllByRole('row')).toHaveLength(3);

    // A remote never deployed: its base build, and nothing to roll back to.
    const marketing = await section('Marketing');
    expect(await within(marketing).findByText('Nobody yet: never deployed')).toBeInTheDocument();
    expect(within(marketing).getByText('Browser errors', { selector: 'dt' }).nextElementSibling).toHaveTextContent('0');
    expect(within(marketing).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
    expect(within(marketing).getByText(/No releases of Marketing yet/)).toBeInTheDocument();
  });

  it('rolls back only once confirmed, then says it takes effect on the next page load', async () => {
    const user = userEvent.setup();
    const { api, db } = renderView();
    const catalogSection = await section('Catalog');
    await user.click(await within(catalogSection).findByRole('button', { name: `Roll back Catalog to ${OLDER}` }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back Catalog' });
    expect(dialog).toHaveTextContent(`Make ${OLDER} the live release of Catalog again, in place of ${NEWER}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/releases/catalog/rollback')).toHaveLength(0);

    await user.click(within(catalogSection).getByRole('button', { name: `Roll back Catalog to ${OLDER}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Roll back Catalog' })).getByRole('button', { name: 'Roll back' }),
    );
    expect(
      await screen.findByText(`Catalog is back on ${OLDER}. It takes effect on the next page load.`),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again: the rollback's release is live, made live by the admin, and the log says so.
    await waitFor(() =>
      expect(within(catalogSection).getByText('Live release').nextElementSibling).toHaveTextContent(OLDER),
    );
    expect(within(catalogSection).getByText('Made live by').nextElementSibling).toHaveTextContent('Asha Admin');
    const log = within(catalogSection).getByRole('table', { name: 'Deploy log of Catalog, newest first' });
    expect(within(within(log).getAllByRole('row')[1]!).getByText('Rollback')).toBeInTheDocument();
    expect(db.audit.map((entry) => [entry.action, entry.target, entry.changes])).toEqual([
      ['release-rolled-back', 'catalog', { before: { release: NEWER }, after: { release: OLDER } }],
    ]);
  });

  it('shows progress while it runs, then the API’s reason when the rollback is refused, and changes nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderView();
    const refusal = `catalog ${OLDER} cannot go live: react: the release requires ^18.3.1, the live shell provides 19.0.0`;
    const reply = deferredReply();
    api.on('POST /api/releases/catalog/rollback', () => reply.promise);
    const catalogSection = await section('Catalog');
    await user.click(await within(catalogSection).findByRole('button', { name: `Roll back Catalog to ${OLDER}` }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back Catalog' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(within(dialog).getByRole('button', { name: 'Rolling back…' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => reply.release({ status: 409, data: { message: refusal } }));
    expect(await within(dialog).findByText(`Could not roll back Catalog: ${refusal}`)).toBeInTheDocument();
    expect(within(catalogSection).getByText('Live release').nextElementSibling).toHaveTextContent(NEWER);
    expect(screen.queryByText(/It takes effect on the next page load/)).not.toBeInTheDocument();
  });

  it('says so, once, when deploys are not set up on the API', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
    const { db } = fakeStaffApi([]);
    db.releases = null;
    renderWithTheme(<ReleasesView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Deploys are not set up on this API');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
