import { MemoryRouter } from '@blueprint/shared/router';
import { act, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { federation, runtimeMock } from '../testing/federation-mock';
import { registerRemoteManifests } from './remote-loader';
import { PAGE_SLOT } from '@blueprint/contract/page-server';
import { reloadPage } from './reload-page';
import { resetErrorReports, startErrorReports } from './error-reports';
import { RemoteUnavailableError } from './remote-error';
import { LayoutRender, RemoteRoute } from './remote-route';

// jest hoists this above the imports: the modules under test see the fake runtime.
jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

function About() {
  return <h1>Innovating Technology Solutions Since 2008</h1>;
}

// Loaded pages stay cached for the page's life (as in the shell), so each test uses its own module.
beforeEach(() => {
  federation.reset();
  registerRemoteManifests({ marketing: 'http://m.test/mf-manifest.json' });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  // React reports errors its boundaries catch; the shell's root turns that off for remotes that are down.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteRoute', () => {
  it('shows a skeleton while the remote loads, then its page', async () => {
    let resolve: (module: unknown) => void = () => {};
    federation.modules.set('marketing/About', () => new Promise((r) => (resolve = r)));
    renderWithProviders(<RemoteRoute remote="marketing" module="About" />);
    expect(screen.getByTestId('page-skeleton')).toHaveTextContent('Loading…');
    resolve({ default: About });
    expect(
      await screen.findByRole('heading', { name: 'Innovating Technology Solutions Since 2008' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  });

  it("hydrates the server's HTML of the page when its code arrives, keeping what was typed meanwhile", async () => {
    const errors = jest.spyOn(console, 'error');
    let resolve: (module: unknown) => void = () => {};
    federation.modules.set('marketing/Home', () => new Promise((r) => (resolve = r)));
    function Home() {
      const [name, setName] = useState('');
      return (
        <>
          <h1>Shaping the Future</h1>
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        </>
      );
    }
    // What the shell's server sends: its own render around the slot, the remote's HTML in the slot.
    const page = <RemoteRoute remote="marketing" module="Home" />;
    const providers = (ui: ReactElement) => <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>;
    const layout = renderToString(providers(<LayoutRender>{page}</LayoutRender>));
    const container = document.createElement('div');
    container.innerHTML = layout.replace(PAGE_SLOT, renderToString(<Home />));
    document.body.append(container);
    const heading = container.querySelector('h1');
    const input = container.querySelector('input')!;

    await act(async () => {
      hydrateRoot(container, providers(page));
    });
    await userEvent.type(input, 'Asha');
    resolve({ default: Home });
    await act(async () => {});

    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('explains a remote that is down and really retries', async () => {
    federation.modules.set('marketing/Contact', async () => {
      throw new Error('connection refused');
    });
    renderWithProviders(<RemoteRoute remote="marketing" module="Contact" />);
    expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The rest of the site still works.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/connection/i);

    federation.modules.set('marketing/Contact', async () => ({ default: About }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Innovating Technology Solutions Since 2008' }),
    ).toBeInTheDocument();
    expect(federation.registered.at(-1)?.options).toEqual({ force: true });
  });

  it('catches a remote page that crashes while rendering', async () => {
    function Broken(): never {
      throw new Error('bug in the remote');
    }
    federation.modules.set('marketing/Blog', async () => ({ default: Broken }));
    renderWithProviders(<RemoteRoute remote="marketing" module="Blog" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers a full reload, not a retry, when a chunk is gone because a new release replaced the remote', async () => {
    // jsdom has no fetch: the site's /runtime-config.json, as the page server answers it.
    const config = (marketing: string) => {
      globalThis.fetch = jest
        .fn()
        .mockResolvedValue({ ok: true, json: async () => ({ apiUrl: 'http://api.test', remotes: { marketing } }) });
    };
    const chunkGone = async () => {
      throw Object.assign(new Error('Loading chunk 3005 failed.\n(error: http://m.test/3005.b42491b37b.js)'), {
        name: 'ChunkLoadError',
      });
    };

    // The same build is still the live one: the remote is down, and Retry is what helps.
    config('http://m.test/mf-manifest.json');
    federation.modules.set('marketing/Courses', chunkGone);
    const first = renderWithProviders(<RemoteRoute remote="marketing" module="Courses" />);
    expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    first.unmount();

    config('http://m.test/releases/20261127-171533-a5c8db763a08/mf-manifest.json');
    federation.modules.set('marketing/Gallery', chunkGone);
    renderWithProviders(<RemoteRoute remote="marketing" module="Gallery" />);
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/connection/i);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    delete (globalThis as { fetch?: unknown }).fetch;
  });
  it('reports to the API what failed, once per kind, against the release the page loaded the remote from', async () => {
    const release = '20261127-171533-a5c8db763a08';
    resetErrorReports();
    const beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false });
    startErrorReports({
      apiUrl: 'http://api.test',
      remotes: { marketing: `http://m.test/releases/${release}/mf-manifest.json` },
    });
    function Broken(): never {
      throw new Error('bug in the remote');
    }
    const failing = {
      Pricing: async () => ({ default: Broken }),
      Careers: async () => ({ default: Broken }),
      Events: () => Promise.reject(new RemoteUnavailableError('marketing', { reason: 'timed out' })),
      Press: async () => {
        throw Object.assign(new Error('Loading chunk 3005 failed.'), { name: 'ChunkLoadError' });
      },
    };
    for (const [module, load] of Object.entries(failing)) {
      federation.modules.set(`marketing/${module}`, load);
      const view = renderWithProviders(<RemoteRoute remote="marketing" module={module} />);
      expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
      view.unmount();
    }
    const sent = beacon.mock.calls.map(([url, body]) => [url, JSON.parse(body) as unknown]);
    expect(sent).toEqual([
      ['http://api.test/api/browser-errors', { remote: 'marketing', release, kind: 'render' }],
      ['http://api.test/api/browser-errors', { remote: 'marketing', release, kind: 'load' }],
      ['http://api.test/api/browser-errors', { remote: 'marketing', release, kind: 'chunk' }],
    ]);
    delete (globalThis as { fetch?: unknown }).fetch;
  });
});
