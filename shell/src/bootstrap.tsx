import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import { App } from './app/app';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initRemoteRegistry } from 'shared/federation/remote-registry';
import { remoteFallbackPlugin } from './app/remotes/remote-fallback-plugin';
import { AfterFirstCommit } from './features/first-screen/components/after-first-commit';
import { firstScreen } from './features/first-screen/utils/first-screen';
import { whenFirstScreenReady } from './features/first-screen/utils/when-first-screen-ready';
import './app/remotes/first-screen-shared';

registerPlugins([remoteFallbackPlugin()]);
// Registering remotes does not fetch them, so the shell paints without waiting on any remote.
// A failure here is not final: each remote route asks again and shows its own fallback.
initRemoteRegistry().catch((error: unknown) => console.warn('[shell] /remotes.json failed', error));

// When the server sent the page prerendered (ADR 0017), it stays on screen, and keeps what
// the diner types into it, until the shell can render that same page in one go.
const root = createRoot(document.getElementById('root')!);
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

if (firstScreen) void whenFirstScreenReady(window.location.pathname).then(render);
else render();
