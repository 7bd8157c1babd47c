import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The shell's own pages, each at one path under each base: the app routes to them, and the build renders them
 * whole (server.tsx). They are rarely visited: their code loads on demand, off the first view.
 */
export const SHELL_PAGES: ReadonlyArray<{ path: string; Page: LazyExoticComponent<ComponentType> }> = [
  { path: 'privacy', Page: lazy(() => import('../pages/legal-page').then((m) => ({ default: m.PrivacyPage }))) },
  { path: 'terms', Page: lazy(() => import('../pages/legal-page').then((m) => ({ default: m.TermsPage }))) },
  { path: 'cookies', Page: lazy(() => import('../pages/legal-page').then((m) => ({ default: m.CookiesPage }))) },
];
