// Spec section 2: every route and the remote that owns it. The list itself lives in
// `shared/routes/page-routes` (pure data) because the API reads it too, to send each page's
// index.html with preload hints for its remote; the shell adds its guard component's type.
import { PAGE_ROUTES, type PageRoute, type RemoteName } from 'shared/routes/page-routes';
import type { Guard } from '../features/guards/components/route-guard';

export type { RemoteName };

export interface RemoteRouteDef extends PageRoute {
  guard?: Guard;
}

export const ROUTES: readonly RemoteRouteDef[] = PAGE_ROUTES;
