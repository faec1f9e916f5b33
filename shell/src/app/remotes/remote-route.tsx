import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SkeletonRows } from 'shared/ui/skeleton';
import type { RemoteName } from '../route-table';
import { loadRemoteComponent, type RemoteComponentModule } from 'shared/federation/remote-registry';
import { lazyPage, loadedPage, settledPage } from './loaded-pages';
import { RemoteRetryContext, RemoteUnavailablePanel } from './remote-unavailable-panel';

const SMALL_RETRY_DELAY_MS = 400;

const isFallback = (m: RemoteComponentModule) => m.default === RemoteUnavailablePanel;

/** One quiet second attempt before the diner sees the unavailable panel. */
async function loadWithSmallRetry(
  remote: RemoteName,
  module: string,
  forced: boolean,
): Promise<RemoteComponentModule> {
  try {
    const first = await loadRemoteComponent(remote, module, forced);
    if (!isFallback(first)) return first;
  } catch {
    // fall through to the second attempt
  }
  await new Promise((resolve) => setTimeout(resolve, SMALL_RETRY_DELAY_MS));
  return loadRemoteComponent(remote, module, true);
}

class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[shell] a remote page failed', error);
  }
  override render() {
    return this.state.failed ? <RemoteUnavailablePanel /> : this.props.children;
  }
}

/** A page owned by a remote, isolated so its failure never takes the shell down. */
export function RemoteRoute({ remote, module }: { remote: RemoteName; module: string }) {
  // The router renders every page's route in this same element: retries count per page.
  const page = `${remote}/${module}`;
  const [retries, setRetries] = useState({ page, attempt: 0 });
  const attempt = retries.page === page ? retries.attempt : 0;
  const Page = useMemo(
    () =>
      (attempt === 0 && loadedPage(remote, module)) ||
      lazyPage(
        remote,
        module,
        attempt,
        () => loadWithSmallRetry(remote, module, attempt > 0),
        isFallback,
      ),
    [remote, module, attempt],
  );
  useEffect(() => settledPage(remote, module, attempt, Page), [remote, module, attempt, Page]);
  const retry = useCallback(
    () => setRetries((r) => ({ page, attempt: (r.page === page ? r.attempt : 0) + 1 })),
    [page],
  );
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${page}#${attempt}`}>
        <Suspense fallback={<SkeletonRows count={3} label="Loading page" />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
