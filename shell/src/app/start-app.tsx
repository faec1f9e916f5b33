import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initRemoteRegistry } from 'shared/federation/remote-registry';
import { AfterFirstCommit } from '../features/first-screen/components/after-first-commit';
import { firstScreen } from '../features/first-screen/utils/first-screen';
import { whenFirstScreenReady } from '../features/first-screen/utils/when-first-screen-ready';
import { App } from './app';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';

/** Registers the remotes and renders the app into `root` (bootstrap.ts stages the rest). */
export function startApp(root: Root) {
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
          {firstScreen && <AfterFirstCommit run={firstScreen.carryOver} />}
        </BrowserRouter>,
      );
    });

  // When the server sent the page prerendered (ADR 0017), it stays on screen, and keeps what
  // the diner types into it, until the shell can render that same page in one go.
  if (firstScreen) void whenFirstScreenReady(window.location.pathname).then(render);
  else render();
}
