// A remote's pages, derived from the page table: what its webpack build exposes and what its
// standalone host routes. Read by the build (through tsx) and the standalone hosts, never by
// the shell, so it costs the home page nothing.
import { PAGE_ROUTES, type PageRoute, type RemoteName } from 'shared/routes/page-routes';

/** The remote's routes, in the page table's order. */
export const pagesOf = (remote: RemoteName): PageRoute[] =>
  PAGE_ROUTES.filter((route) => route.remote === remote);

/** Webpack `exposes` for the remote's pages: each module from src/app/routes/<module>.tsx. */
export const exposedPages = (remote: RemoteName): Record<string, string> =>
  Object.fromEntries(
    pagesOf(remote).map(({ module }) => [`./${module}`, `./src/app/routes/${module}.tsx`]),
  );
