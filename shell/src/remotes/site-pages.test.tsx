// The fake federation runtime first: the modules below import the runtime as they load.
import { federation, runtimeMock } from '../testing/federation-mock';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@blueprint/shared/router';
import { PAGE_DATA } from '@blueprint/contract/page-server';
import type { RouteList } from '@blueprint/contract/route-list';
import { App } from '../app/app';
import { COMPILED_ROUTE_LISTS } from '../app/route-table';
import { registerRemoteManifests } from './remote-loader';
import { refreshRouteLists, remotePageAt, resetSitePages, setRemoteManifests } from './site-pages';

// jest hoists this above the imports: the modules under test see the fake runtime.
jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);

const MANIFESTS = {
  marketing: 'http://marketing.test/mf-manifest.json',
  catalog: 'http://catalog.test/mf-manifest.json',
  internship: 'http://internship.test/mf-manifest.json',
  dashboard: 'http://dashboard.test/mf-manifest.json',
};

/** The catalog's list in a release that adds /certifications, with a navigation entry for it. */
const CATALOG_WITH_CERTIFICATIONS: RouteList = {
  pages: [
    { path: 'courses', module: 'Browse', title: 'Courses', sitemap: true },
    { path: 'courses/:courseName', module: 'CourseDetails', title: 'A course', sitemap: true },
    { path: 'certifications', module: 'Certifications', title: 'Certifications', sitemap: true },
  ],
  navigation: [
    { label: 'Courses', path: 'courses', order: 20, menu: 'navigation' },
    { label: 'Certifications', path: 'certifications', order: 25 },
  ],
};

/** The remotes as the browser fetches their lists: what each publishes, or a failure. */
function remotesPublish(lists: Record<string, RouteList | 'down'>) {
  const fetchMock = jest.fn(async (url: string) => {
    const remote = Object.keys(MANIFESTS).find((name) => url === `http://${name}.test/routes.json`);
    const list = remote && lists[remote];
    if (list === 'down') throw new TypeError('Failed to fetch');
    return { ok: Boolean(list), status: list ? 200 : 404, json: async () => list };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function Home() {
  return (
    <>
      <h1>Shaping the Future</h1>
      <Link to="/certifications">Our certifications</Link>
    </>
  );
}
function Certifications() {
  return <h1>Certifications</h1>;
}

beforeEach(() => {
  document.getElementById(PAGE_DATA.routeLists)?.remove();
  resetSitePages();
  federation.reset();
  federation.modules.set('marketing/Home', async () => ({ default: Home }));
  federation.modules.set('catalog/Certifications', async () => ({ default: Certifications }));
  registerRemoteManifests(MANIFESTS);
  setRemoteManifests(MANIFESTS);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the pages the shell learns in the browser', () => {
  it('routes by the lists the page was served with, over the compiled-in ones', () => {
    expect(remotePageAt('/certifications')).toBeUndefined();
    // As the page server ends the page's body.
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA.routeLists}">${JSON.stringify({ catalog: CATALOG_WITH_CERTIFICATIONS })}</script>`;
    resetSitePages();
    expect(remotePageAt('/blueprint/certifications')).toMatchObject({ remote: 'catalog', module: 'Certifications' });
    // A remote the server had no list of keeps the compiled-in pages.
    expect(remotePageAt('/about')).toMatchObject({ remote: 'marketing', module: 'About' });
  });

  it('learns a page and its navigation entry from a remote’s list, and opens it by client navigation', async () => {
    remotesPublish({ catalog: CATALOG_WITH_CERTIFICATIONS });
    render(<App url="/" />);
    expect(await screen.findByRole('heading', { name: 'Shaping the Future' })).toBeInTheDocument();
    const nav = screen.getByTestId('secondary-nav');
    expect(within(nav).queryByRole('link', { name: 'Certifications', hidden: true })).not.toBeInTheDocument();

    await act(() => refreshRouteLists());
    expect(nav).toHaveTextContent(/Home.*Courses.*Certifications.*Internship.*About.*Contact/);
    await userEvent.click(within(nav).getByRole('link', { name: 'Certifications', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Certifications' })).toBeInTheDocument();
  });

  it('fetches the lists again when a link leads to a path none had, and shows the page a release added', async () => {
    const fetchMock = remotesPublish({ catalog: CATALOG_WITH_CERTIFICATIONS });
    render(<App url="/" />);
    await userEvent.click(await screen.findByRole('link', { name: 'Our certifications' }));
    expect(await screen.findByRole('heading', { name: 'Certifications' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://catalog.test/routes.json', { cache: 'no-cache' });
  });

  it('says "Page not found" for a path no list has, once the lists are fetched', async () => {
    remotesPublish({});
    render(<App url="/" />);
    await userEvent.click(await screen.findByRole('link', { name: 'Our certifications' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps the last known pages of a remote that is down or publishes none: nothing is lost', async () => {
    remotesPublish({ catalog: CATALOG_WITH_CERTIFICATIONS });
    await refreshRouteLists();
    remotesPublish({ catalog: 'down', marketing: 'down' });
    await refreshRouteLists();
    expect(remotePageAt('/certifications')).toMatchObject({ remote: 'catalog', module: 'Certifications' });
    expect(remotePageAt('/about')).toMatchObject({ remote: 'marketing', module: 'About' });
    expect(remotePageAt('/internship')).toMatchObject({ remote: 'internship', module: 'Landing' });
    expect(COMPILED_ROUTE_LISTS.catalog.pages.some((page) => page.path === 'certifications')).toBe(false);
  });

  it('drops a page a remote’s release removed', async () => {
    remotesPublish({ catalog: CATALOG_WITH_CERTIFICATIONS });
    await refreshRouteLists();
    remotesPublish({
      catalog: {
        ...CATALOG_WITH_CERTIFICATIONS,
        pages: CATALOG_WITH_CERTIFICATIONS.pages.filter((page) => page.path !== 'certifications'),
      },
    });
    await refreshRouteLists();
    expect(remotePageAt('/certifications')).toBeUndefined();
  });
});
