import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import { App } from './app/app';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initRemoteRegistry } from 'shared/federation/remote-registry';
import { remoteFallbackPlugin } from './app/remotes/remote-fallback-plugin';
import './app/remotes/first-screen-shared';

registerPlugins([remoteFallbackPlugin()]);
// Registering remotes does not fetch them, so the shell paints without waiting on any remote.
// A failure here is not final: each remote route asks again and shows its own fallback.
initRemoteRegistry().catch((error: unknown) => console.warn('[shell] /remotes.json failed', error));

// As a transition the first render is time-sliced: React yields to the browser every few
// milliseconds instead of blocking a phone's main thread for the whole tree at once.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
});
