import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { federation, runtimeMock } from '../testing/federation-mock';
import { registerRemoteManifests } from './remote-loader';
import { RemoteRoute } from './remote-route';
import { takeServerPage } from './server-page';

// jest hoists this above the imports: the modules under test see the fake runtime.
jest.mock('@module-federation/enhanced/runtime', () => runtimeMock);


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
    expect(await screen.findByRole('heading', { name: 'Innovating Technology Solutions Since 2008' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  });

  it("keeps the server's HTML of the page on screen, inert, while the remote loads, then shows its page", async () => {
    const root = document.createElement('div');
    root.dataset.serverPage = 'marketing/Home';
    root.innerHTML = '<h1>Shaping the Future</h1>';
    takeServerPage(root);
    let resolve: (module: unknown) => void = () => {};
    federation.modules.set('marketing/Home', () => new Promise((r) => (resolve = r)));
    renderWithProviders(<RemoteRoute remote="marketing" module="Home" />);
    expect(screen.getByText('Shaping the Future').closest('[inert]')).not.toBeNull();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    resolve({ default: () => <h1>Shaping the Future, live</h1> });
    expect(await screen.findByRole('heading', { name: 'Shaping the Future, live' })).toBeInTheDocument();
    expect(screen.queryByText('Shaping the Future')).not.toBeInTheDocument();
    takeServerPage(document.createElement('div'));
  });

  it('explains a remote that is down and really retries', async () => {
    federation.modules.set('marketing/Contact', async () => {
      throw new Error('connection refused');
    });
    renderWithProviders(<RemoteRoute remote="marketing" module="Contact" />);
    expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The rest of the site still works.');

    federation.modules.set('marketing/Contact', async () => ({ default: About }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Innovating Technology Solutions Since 2008' })).toBeInTheDocument();
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
});
