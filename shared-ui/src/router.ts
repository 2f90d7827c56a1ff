// Routing reaches apps only through shared-ui, so exactly one tree-shaken react-router
// instance exists at run time (shared-ui is a federation singleton).
export { BrowserRouter } from './browser-router';
export {
  MemoryRouter,
  Link as RouterLink,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useBlocker,
  matchPath,
  matchRoutes,
  generatePath,
} from 'react-router';
export type { NavigateFunction, Location } from 'react-router';
