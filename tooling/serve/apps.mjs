// @ts-check
// The system's topology, in one place: every app, its folder and its default port (CONTRACT.md).
// Used by the webpack factory, the static server, npm start, the e2e harness, the bench and docker tests.

/** @typedef {{ dir: string, port: number, urlEnv?: string }} AppInfo */

export const APPS = /** @type {const} */ ({
  shell: { dir: 'shell', port: 3000 },
  marketing: { dir: 'marketing-mfe', port: 3001, urlEnv: 'MARKETING_URL' },
  catalog: { dir: 'catalog-mfe', port: 3002, urlEnv: 'CATALOG_URL' },
  internship: { dir: 'internship-mfe', port: 3003, urlEnv: 'INTERNSHIP_URL' },
  dashboard: { dir: 'dashboard-mfe', port: 3004, urlEnv: 'DASHBOARD_URL' },
});

/** @type {Array<'marketing' | 'catalog' | 'internship' | 'dashboard'>} */
export const REMOTES = ['marketing', 'catalog', 'internship', 'dashboard'];

export const API = { dir: 'api', port: 4000, urlEnv: 'API_URL' };
