import { loadRuntimeConfig } from '@blueprint/shared/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { RemoteUnavailableError } from './remotes/remote-error';
import { registerRemoteManifests } from './remotes/remote-loader';
import { takeServerPage } from './remotes/server-page';

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
  takeServerPage(container);
  createRoot(container, {
    // A remote that is down is expected, handled and explained on the page: a warning, not an error.
    onCaughtError(error, info) {
      if (error instanceof RemoteUnavailableError) return;
      console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
