import {
  Component,
  lazy,
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

/** One quiet second attempt before the diner sees the unavailable panel. */
async function loadWithSmallRetry(
  remote: RemoteName,
  module: string,
  forced: boolean,
): Promise<RemoteComponentModule> {
  const isFallback = (m: RemoteComponentModule) => m.default === RemoteUnavailablePanel;
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
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      attempt === 0
        ? (loadedPage(remote, module) ??
          lazyPage(remote, module, () => loadWithSmallRetry(remote, module, false)))
        : // A retry happens on a route already shown: its state, this memo included, stays.
          lazy(() => loadWithSmallRetry(remote, module, true)),
    [remote, module, attempt],
  );
  useEffect(() => settledPage(remote, module, Page), [remote, module, Page]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt}>
        <Suspense fallback={<SkeletonRows count={3} label="Loading page" />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
