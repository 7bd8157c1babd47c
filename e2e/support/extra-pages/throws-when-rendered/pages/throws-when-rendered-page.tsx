// A page the product does not have: a dashboard build with EXTRA_PAGES set to this folder exposes it as
// './ThrowsWhenRendered' at /dashboard-throws, a release whose code throws when rendered
// (e2e/releases.spec.ts: the shell reports it, and `npm run releases` counts it). No imports, no JSX: it is
// built from outside the dashboard's folder.
export default function ThrowsWhenRenderedPage(): never {
  throw new TypeError('dashboardEdition is not a function');
}
