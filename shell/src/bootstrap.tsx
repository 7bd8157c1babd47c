import { loadRuntimeConfig } from '@blueprint/shared/config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { RemoteUnavailableError } from './remotes/remote-error';
import { registerRemoteManifests } from './remotes/remote-loader';

const rootOptions: RootOptions = {
  // A remote that is down is expected, handled and explained on the page: a warning, not an error.
  onCaughtError(error, info) {
    if (error instanceof RemoteUnavailableError) return;
    console.error(error, info.componentStack);
  },
  // Said in words even by React's production build (which says only an error number): a page whose server
  // HTML did not match what the browser renders.
  onRecoverableError(error, info) {
    console.error('[shell] hydration: the server HTML was rendered again in the browser:', error, info.componentStack ?? '');
  },
};

async function start() {
  try {
    const config = await loadRuntimeConfig();
    registerRemoteManifests(config.remotes);
  } catch (error) {
    // Header, footer and the shell's own pages still work; remote pages show their fallback.
    console.warn('[shell] run-time config unavailable:', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in the page');
  // The shell's server composed the page (tooling/serve/compose-page.mjs): hydrate it, in the theme it was
  // rendered in. Otherwise (the dashboard, a remote that did not answer in time) render it here.
  const rendered = container.dataset.theme;
  if (rendered === 'light' || rendered === 'dark') {
    hydrateRoot(
      container,
      <StrictMode>
        <App rendered={rendered} />
      </StrictMode>,
      rootOptions,
    );
  } else {
    createRoot(container, rootOptions).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

void start();
