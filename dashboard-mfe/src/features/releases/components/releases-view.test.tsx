// The Releases view against the contract's /api/releases/:remote, its rollback, promote and preview (the fake
// server answers as docs/contract.md "Releases in the workspace" and
// docs/decisions/2026-12-07-canary-and-preview.md say).
import type { ReleaseList } from '@blueprint/contract/api/releases';
import { STORAGE_KEYS } from '@blueprint/shared/constants';
import { deferredReply } from '@blueprint/shared/testing/mock-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAKE_AUTO_STOP, fakeStaffApi } from '../../../testing/fake-server';
import { formatCount } from '../../../lib/format';
import { renderWithTheme } from '../../../testing/render';
import { CANARY_REFRESH_MS } from '../api/releases-api';
import { ReleasesView } from './releases-view';

const OLDER = '20261127-100000-aaaaaaaaaaaa';
const NEWER = '20261127-110000-bbbbbbbbbbbb';
const NEWEST = '20261127-120000-cccccccccccc';

/** The catalog with three releases, NEWER live after a deploy from NEWEST's predecessor OLDER. */
const catalog = (): ReleaseList => ({
  remote: 'catalog',
  live: {
    release: NEWER,
    previous: OLDER,
    by: 'ana@ci',
    at: '2026-11-27T11:05:00.000Z',
    errors: 3,
    share: 100,
    traffic: { loads: 1200, errors: 3, since: '2026-11-27T11:55:00.000Z' },
  },
  canary: null,
  autoStop: FAKE_AUTO_STOP,
  releases: [
    { release: NEWEST, commit: 'cccccccccccc', builtAt: '2026-11-27T12:00:00.000Z', live: false, errors: null },
    { release: NEWER, commit: 'bbbbbbbbbbbb', builtAt: '2026-11-27T11:00:00.000Z', live: true, errors: 3 },
    { release: OLDER, commit: 'aaaaaaaaaaaa', builtAt: '2026-11-27T10:00:00.000Z', live: false, errors: 0 },
  ],
  log: [
    { action: 'deploy', from: OLDER, to: NEWER, by: 'ana@ci', at: '2026-11-27T11:05:00.000Z', reason: null },
    { action: 'deploy', from: 'base', to: OLDER, by: 'ana@ci', at: '2026-11-27T10:05:00.000Z', reason: null },
  ],
});

const CANARY_AT = '2026-11-27T12:05:00.000Z';
const REASON = 'Canary stopped automatically: 14 errors in 120 page loads, 0.3% on the stable release';

/** The catalog with NEWEST as a 10% canary beside the stable NEWER, and their page loads and errors. */
const withCanary = (): ReleaseList => {
  const list = catalog();
  return {
    ...list,
    live: { ...list.live, share: 90, traffic: { loads: 1080, errors: 3, since: CANARY_AT } },
    canary: {
      release: NEWEST,
      percent: 10,
      by: 'ana@ci',
      at: CANARY_AT,
      traffic: { loads: 120, errors: 14, since: CANARY_AT },
    },
    log: [{ action: 'canary', from: NEWER, to: NEWEST, by: 'ana@ci', at: CANARY_AT, reason: null }, ...list.log],
  };
};

/** The catalog after NEWEST's canary stopped itself. */
const stoppedAutomatically = (): ReleaseList => {
  const list = withCanary();
  return {
    ...list,
    live: { ...list.live, share: 100 },
    canary: null,
    log: [
      {
        action: 'canary-stop',
        from: NEWEST,
        to: NEWER,
        by: 'automatic',
        at: '2026-11-27T12:09:00.000Z',
        reason: REASON,
      },
      ...list.log,
    ],
  };
};

function renderView(list = catalog()) {
  window.localStorage.setItem(STORAGE_KEYS.dashboardToken, 'staff-token');
  const server = fakeStaffApi([]);
  server.db.releases!.set('catalog', list);
  const navigate = jest.fn<void, [string]>();
  renderWithTheme(<ReleasesView navigate={navigate} />);
  return { ...server, navigate };
}

const section = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('section')!;

/** What a release's card says for a term ("Share" → its <dd>). */
const fact = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;

/** The first data row of a remote's deploy log. */
const newestLogRow = (remoteSection: HTMLElement, name: string) =>
  within(within(remoteSection).getByRole('table', { name: `Deploy log of ${name}, newest first` })).getAllByRole(
    'row',
  )[1]!;

describe('ReleasesView', () => {
  it('shows each remote’s live release, who made it live and when, its releases newest first and its deploy log', async () => {
    renderView();
    const catalogSection = await section('Catalog');
    const table = await within(catalogSection).findByRole('table', { name: 'Releases of Catalog, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([NEWEST, `${NEWER} Live`, OLDER]);
    // Browser errors: a count, or "—" where none are counted.
    expect(rows.map((row) => row.querySelector('[data-label="Browser errors"]')!.textContent)).toEqual(['—', '3', '0']);
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

  it('shows a running canary beside the stable release: their shares, page loads and errors', async () => {
    renderView(withCanary());
    const catalogSection = await section('Catalog');
    const stable = await within(catalogSection).findByRole('group', { name: 'Stable release' });
    const canary = within(catalogSection).getByRole('group', { name: 'Canary release' });
    expect(fact(stable, 'Live release')).toHaveTextContent(NEWER);
    expect(fact(stable, 'Share')).toHaveTextContent('90%');
    expect(fact(stable, 'Page loads')).toHaveTextContent(formatCount(1080));
    expect(fact(stable, 'Errors')).toHaveTextContent('3 (0.3%)');
    expect(fact(canary, 'Canary release')).toHaveTextContent(NEWEST);
    expect(fact(canary, 'Share')).toHaveTextContent('10%');
    expect(fact(canary, 'Started by')).toHaveTextContent('ana@ci');
    expect(fact(canary, 'Page loads')).toHaveTextContent('120');
    expect(fact(canary, 'Errors')).toHaveTextContent('14 (11.7%)');
    expect(catalogSection).toHaveTextContent(
      'The canary stops itself once it has at least 10 errors and 5 times the stable release’s errors per page load.',
    );
    // Promote and Stop on the canary; Stop takes the place of the rollback, which would end the canary.
    expect(within(canary).getByRole('button', { name: 'Promote the canary of Catalog' })).toBeInTheDocument();
    expect(within(canary).getByRole('button', { name: 'Stop the canary of Catalog' })).toBeInTheDocument();
    expect(within(catalogSection).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
    const releases = within(catalogSection).getByRole('table', { name: 'Releases of Catalog, newest first' });
    expect(
      within(releases)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([`${NEWEST} Canary`, `${NEWER} Live`, OLDER]);
    expect(within(newestLogRow(catalogSection, 'Catalog')).getByText('Canary started')).toBeInTheDocument();

    // Counts that cannot be read just now, on a remote with no canary.
    const marketing = await within(await section('Marketing')).findByRole('group', { name: 'Stable release' });
    expect(fact(marketing, 'Share')).toHaveTextContent('100%');
    expect(fact(marketing, 'Page loads')).toHaveTextContent('—');
    expect(fact(marketing, 'Errors')).toHaveTextContent('—');
  });

  it('promotes the canary only once confirmed, then everyone is on it', async () => {
    const user = userEvent.setup();
    const { api, db } = renderView(withCanary());
    const catalogSection = await section('Catalog');
    const promote = await within(catalogSection).findByRole('button', { name: 'Promote the canary of Catalog' });
    await user.click(promote);
    const dialog = screen.getByRole('dialog', { name: 'Promote the canary of Catalog' });
    expect(dialog).toHaveTextContent(
      `Make ${NEWEST} the live release of Catalog for every visitor, in place of ${NEWER}?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/releases/catalog/promote')).toHaveLength(0);

    await user.click(promote);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Promote the canary of Catalog' })).getByRole('button', {
        name: 'Promote',
      }),
    );
    expect(
      await screen.findByText(`Catalog is on ${NEWEST} for everyone. It takes effect on the next page load.`),
    ).toHaveAttribute('role', 'status');
    expect(api.calls('POST /api/releases/catalog/promote')).toHaveLength(1);
    await waitFor(() =>
      expect(within(catalogSection).queryByRole('group', { name: 'Canary release' })).not.toBeInTheDocument(),
    );
    const stable = within(catalogSection).getByRole('group', { name: 'Stable release' });
    expect(fact(stable, 'Live release')).toHaveTextContent(NEWEST);
    expect(fact(stable, 'Share')).toHaveTextContent('100%');
    expect(within(newestLogRow(catalogSection, 'Catalog')).getByText('Canary promoted')).toBeInTheDocument();
    expect(db.audit.map((entry) => [entry.action, entry.target, entry.changes])).toEqual([
      ['release-promoted', 'catalog', { before: { release: NEWER }, after: { release: NEWEST } }],
    ]);
  });

  it('stops the canary only once confirmed, through the rollback route, and keeps the stable release', async () => {
    const user = userEvent.setup();
    const { api, db } = renderView(withCanary());
    const catalogSection = await section('Catalog');
    const stop = await within(catalogSection).findByRole('button', { name: 'Stop the canary of Catalog' });
    await user.click(stop);
    const dialog = screen.getByRole('dialog', { name: 'Stop the canary of Catalog' });
    expect(dialog).toHaveTextContent(
      `End the canary of Catalog? The 10% of visitors on ${NEWEST} go back to ${NEWER} on their next page load`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/releases/catalog/rollback')).toHaveLength(0);

    await user.click(stop);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop the canary of Catalog' })).getByRole('button', { name: 'Stop' }),
    );
    expect(
      await screen.findByText(
        `The canary of Catalog has ended: everyone is on ${NEWER}. It takes effect on the next page load.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.calls('POST /api/releases/catalog/rollback')).toHaveLength(1);
    await waitFor(() =>
      expect(within(catalogSection).queryByRole('group', { name: 'Canary release' })).not.toBeInTheDocument(),
    );
    const stable = within(catalogSection).getByRole('group', { name: 'Stable release' });
    expect(fact(stable, 'Live release')).toHaveTextContent(NEWER);
    expect(fact(stable, 'Share')).toHaveTextContent('100%');
    const newest = newestLogRow(catalogSection, 'Catalog');
    expect(within(newest).getByText('Canary stopped')).toBeInTheDocument();
    expect(within(newest).getByText('Asha Admin')).toBeInTheDocument();
    // With the canary gone, the rollback is offered again.
    expect(within(catalogSection).getByRole('button', { name: `Roll back Catalog to ${OLDER}` })).toBeInTheDocument();
    expect(db.audit.map((entry) => [entry.action, entry.target, entry.changes])).toEqual([
      ['canary-stopped', 'catalog', { before: { canary: NEWEST }, after: { canary: null } }],
    ]);
  });

  it('sends no rollback when the canary a Stop names has ended meanwhile, and shows it ended', async () => {
    const user = userEvent.setup();
    const { api, db } = renderView(withCanary());
    const catalogSection = await section('Catalog');
    await user.click(await within(catalogSection).findByRole('button', { name: 'Stop the canary of Catalog' }));
    // It stops itself while the dialog is open: the rollback route would now roll the stable release back.
    db.releases!.set('catalog', stoppedAutomatically());
    const dialog = screen.getByRole('dialog', { name: 'Stop the canary of Catalog' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(
      await within(dialog).findByText(`The canary ${NEWEST} has ended already. Nothing was changed.`),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/releases/catalog/rollback')).toHaveLength(0);
    await waitFor(() =>
      expect(within(catalogSection).queryByRole('group', { name: 'Canary release' })).not.toBeInTheDocument(),
    );
    expect(within(catalogSection).getAllByText(REASON)[0]!.closest('table')).toBeNull();
  });

  it('previews a release that is not live once confirmed, by opening the link the API gives', async () => {
    const user = userEvent.setup();
    const { api, db, navigate } = renderView();
    const catalogSection = await section('Catalog');
    const releases = await within(catalogSection).findByRole('table', { name: 'Releases of Catalog, newest first' });
    // Every visitor has the live release already: nothing to preview.
    expect(within(releases).queryByRole('button', { name: `Preview ${NEWER} of Catalog` })).not.toBeInTheDocument();
    await user.click(within(releases).getByRole('button', { name: `Preview ${NEWEST} of Catalog` }));
    const dialog = screen.getByRole('dialog', { name: 'Preview Catalog' });
    expect(dialog).toHaveTextContent(`Open the site with ${NEWEST} of Catalog, in this browser only?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/releases/catalog/preview')).toHaveLength(0);

    await user.click(within(releases).getByRole('button', { name: `Preview ${NEWEST} of Catalog` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Preview Catalog' })).getByRole('button', {
        name: 'Preview',
      }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/_preview?token=catalog.${NEWEST}.fake`));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(api.calls('POST /api/releases/catalog/preview').map((request) => request.body)).toEqual([
      { release: NEWEST },
    ]);
    expect(screen.getByText(`Opening the preview of Catalog ${NEWEST}…`)).toHaveAttribute('role', 'status');
    expect(db.audit.map((entry) => [entry.action, entry.target])).toEqual([['release-previewed', 'catalog']]);
  });

  it('says why the canary stopped itself when that is the newest change, and the log says it in words', async () => {
    renderView(stoppedAutomatically());
    const catalogSection = await section('Catalog');
    const [notice, ...others] = await within(catalogSection).findAllByText(REASON);
    expect(notice!.closest('table')).toBeNull();
    expect(notice!.closest('p')).toHaveTextContent(REASON);
    const newest = newestLogRow(catalogSection, 'Catalog');
    expect(others).toEqual([within(newest).getByText(REASON)]);
    expect(within(newest).getByText('Canary stopped automatically')).toBeInTheDocument();
    expect(within(newest).getByText('Automatic stop')).toBeInTheDocument();
    expect(within(catalogSection).queryByRole('group', { name: 'Canary release' })).not.toBeInTheDocument();
  });

  it('reads the list again while a canary runs, so an automatic stop shows without a reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { api, db } = renderView(withCanary());
      const catalogSection = await section('Catalog');
      await within(catalogSection).findByRole('group', { name: 'Canary release' });
      const reads = api.calls('GET /api/releases/catalog').length;
      db.releases!.set('catalog', stoppedAutomatically());
      await act(async () => jest.advanceTimersByTimeAsync(CANARY_REFRESH_MS));
      expect(api.calls('GET /api/releases/catalog')).toHaveLength(reads + 1);
      expect((await within(catalogSection).findAllByText(REASON))[0]!.closest('table')).toBeNull();
      expect(within(catalogSection).queryByRole('group', { name: 'Canary release' })).not.toBeInTheDocument();
      // No canary: nothing moves on its own, so nothing is read again.
      await act(async () => jest.advanceTimersByTimeAsync(CANARY_REFRESH_MS * 2));
      expect(api.calls('GET /api/releases/catalog')).toHaveLength(reads + 1);
      expect(api.calls('GET /api/releases/marketing')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing of an automatic stop once a later change is the newest', async () => {
    const list = stoppedAutomatically();
    list.log.unshift({ action: 'deploy', from: NEWER, to: NEWEST, by: 'ana@ci', at: CANARY_AT, reason: null });
    renderView(list);
    const catalogSection = await section('Catalog');
    await within(catalogSection).findByRole('group', { name: 'Stable release' });
    const notices = within(catalogSection)
      .queryAllByText(REASON)
      .filter((element) => !element.closest('table'));
    expect(notices).toEqual([]);
  });

  it('shows progress while a promote runs, then the API’s reason when it is refused, and changes nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderView(withCanary());
    const refusal = 'catalog has no canary to promote: it stopped automatically';
    const reply = deferredReply();
    api.on('POST /api/releases/catalog/promote', () => reply.promise);
    const catalogSection = await section('Catalog');
    await user.click(await within(catalogSection).findByRole('button', { name: 'Promote the canary of Catalog' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote the canary of Catalog' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(within(dialog).getByRole('button', { name: 'Promoting…' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => reply.release({ status: 409, data: { message: refusal } }));
    expect(await within(dialog).findByText(`Could not promote the canary of Catalog: ${refusal}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Promote' })).not.toHaveAttribute('aria-busy', 'true');
    const canary = within(catalogSection).getByRole('group', { name: 'Canary release' });
    expect(fact(canary, 'Canary release')).toHaveTextContent(NEWEST);
    expect(screen.queryByText(/It takes effect on the next page load/)).not.toBeInTheDocument();
  });
});
