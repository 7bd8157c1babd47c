import { loadRuntimeConfig } from '@blueprint/shared/config';
import { StrictMode, startTransition } from 'react';
import type { RootOptions } from 'react-dom/client';
import { nextTask } from './app/next-task';
import { startErrorReports } from './remotes/error-reports';
import { RemoteUnavailableError } from './remotes/remote-error';
import { registerRemoteManifests } from './remotes/remote-loader';
import { setRemoteManifests } from './remotes/site-pages';

const rootOptions: RootOptions = {
  // A remote that is down is expected, handled and explained on the page: a warning, not an error.
  onCaughtError(error, info) {
    if (error instanceof RemoteUnavailableError) return;
    console.error(error, info.componentStack);
  },
  // Said in words even by React's production build (which says only an error number): a page whose server
  // HTML did not match what the browser renders.
  onRecoverableError(error, info) {
    console.error(
      '[shell] hydration: the server HTML was rendered again in the browser:',
      error,
      info.componentStack ?? '',
    );
  },
};

async function start() {
  try {
    const config = await loadRuntimeConfig();
    startErrorReports(config);
    registerRemoteManifests(config.remotes);
    setRemoteManifests(config.remotes);
  } catch (error) {
    // Header, footer and the shell's own pages still work; remote pages show their fallback.
    console.warn('[shell] run-time config unavailable:', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in the page');
  // Evaluating React DOM, then the app's modules (emotion, the router, header and footer), then hydrating, each
  // in a task of its own: together they are a long task on a mid-range phone
  // (docs/decisions/2026-12-07-figures-out-of-comments.md).
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { App } = await import('./app/app');
  await nextTask();
  // The shell's page server composed the page (page-server/src/pages/entry-server.ts): hydrate it, in the theme it was
  // rendered in. Otherwise (the dashboard, a remote that did not answer in time) render it here.
  const rendered = container.dataset.theme;
  if (rendered === 'light' || rendered === 'dark') {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page: the page is already painted and works without it. A tap meanwhile makes React finish
    // hydrating at once, then handle the tap.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App rendered={rendered} />
        </StrictMode>,
        rootOptions,
      );
    });
  } else {
    createRoot(container, rootOptions).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

void start();
