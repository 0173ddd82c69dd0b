/**
 * The router every frontend shares, in declarative mode (<BrowserRouter>, <Routes>, hooks), and
 * nothing else. The rspack factory serves every `import ... from 'react-router-dom'` of the shell and
 * of the remotes from this module, as one shared singleton (one router context for the whole page).
 *
 * Why a subset: Module Federation bundles a shared module whole, with every export, because it cannot
 * know what a remote built later will use. Shared as the package, react-router cost ~60 KB gzip on the
 * first load of /auth (data routers, framework mode, server rendering helpers); shared through this
 * module, react-router is tree-shaken down to the names below. A remote that needs another name of
 * react-router adds it here: the build cannot see through a shared module (the name would be
 * `undefined` at run time), so shared-router.test.ts checks every import of the frontends.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  resolvePath,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  SetURLSearchParams,
  To,
} from 'react-router';
