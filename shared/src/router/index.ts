// React Router for every app, through this one federated singleton module.
// A shared library cannot be tree-shaken (any remote might use any export); re-exported through this module,
// react-router-dom is tree-shaken to what we use (the figures: README.md, the shared modules). Apps import
// routing from '@blueprint/shared/router' only (a lint rule enforces it), so the page has one router copy and
// one routing context. Add an export here when an app needs one, and bump this package's minor version.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, Location, To, NavigateOptions } from 'react-router-dom';
export { useBasePath, type LinkBase } from './base-path';
export { useWayBack, WayBack, type WayBackOnServer } from './way-back';
