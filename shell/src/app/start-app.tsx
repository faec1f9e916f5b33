import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { loadTransport } from 'shared/api/client';
import { initRemoteRegistry } from 'shared/federation/remote-registry';
import { AfterFirstCommit } from '../features/first-screen/components/after-first-commit';
import { firstScreen } from '../features/first-screen/utils/first-screen';
import {
  adoptUrlSearch,
  whenFirstScreenReady,
} from '../features/first-screen/utils/when-first-screen-ready';
import { App } from './app';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { shareTaskPlugin } from './remotes/share-task-plugin';

/**
 * A prerendered page rendered without the API client (ADR 0021): it is fetched once the page
 * is the app's and the browser is idle, so that the diner's first search or form does not
 * wait for it. A page that calls the API at once has asked for it already.
 */
function afterPrerenderedPage() {
  firstScreen?.carryOver();
  const load = () => void loadTransport().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(load, { timeout: 2000 });
  } else setTimeout(load, 0);
}

/** Registers the remotes and renders the app into `root` (bootstrap.ts stages the rest). */
export function startApp(root: Root) {
  // Global first: the shell's own container takes it with the plugin below.
  registerGlobalPlugins([shareTaskPlugin()]);
  registerPlugins([remoteFallbackPlugin()]);
  // Registering remotes does not fetch them, so the shell paints without waiting on any
  // remote. A failure here is not final: each remote route asks again and shows its fallback.
  initRemoteRegistry().catch((error: unknown) =>
    console.warn('[shell] /remotes.json failed', error),
  );

  const render = () =>
    // As a transition the first render is time-sliced: React yields to the browser every few
    // milliseconds instead of blocking a phone's main thread for the whole tree at once.
    startTransition(() => {
      root.render(
        <BrowserRouter>
          <App />
          {firstScreen && <AfterFirstCommit run={afterPrerenderedPage} />}
        </BrowserRouter>,
      );
    });

  // When the server sent the page prerendered (ADR 0017), it stays on screen, and keeps what
  // the diner types into it, until the shell can render that same page in one go.
  if (firstScreen) {
    void whenFirstScreenReady(window.location.pathname).then(() => {
      adoptUrlSearch(window.location);
      render();
    });
  } else render();
}
