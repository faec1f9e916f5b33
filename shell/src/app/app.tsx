import { Route, Routes } from 'shared/router';
import { useRehydrated } from 'shared/store/use-rehydrated';
import { RouteGuard } from '../features/guards/components/route-guard';
import { SiteLayout } from '../features/layout/components/site-layout';
import { RemoteRoute } from './remotes/remote-route';
import { ROUTES } from './route-table';
import { NotFoundPage } from './routes/not-found-page';

export function App() {
  // Nothing renders until the persisted store is back (or its 5 s timeout passed), so no
  // page ever flashes a signed-out header for a signed-in diner.
  const rehydrated = useRehydrated();
  if (!rehydrated) return null;
  return (
    <SiteLayout>
      <Routes>
        {ROUTES.map(({ path, remote, module, guard }) => {
          const page = <RemoteRoute remote={remote} module={module} />;
          return (
            <Route
              key={path}
              path={path}
              element={guard ? <RouteGuard guard={guard}>{page}</RouteGuard> : page}
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SiteLayout>
  );
}
