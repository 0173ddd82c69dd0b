import { routeTable, type RouteDef } from './route-table';

/** Whether a route path ('/deal/:id') matches a location path ('/deal/7'). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i])
  );
}

/** The remote page the route table shows at `pathname`, if any. */
export function remoteForPath(
  pathname: string,
  routes: readonly RouteDef[] = routeTable,
): RouteDef['remote'] {
  return routes.find((route) => pathMatches(route.path, pathname))?.remote;
}
