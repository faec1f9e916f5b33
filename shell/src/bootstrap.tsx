import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import { App } from './app/app';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initRemoteRegistry } from 'shared/federation/remote-registry';
import { remoteFallbackPlugin } from './app/remotes/remote-fallback-plugin';

registerPlugins([remoteFallbackPlugin()]);
// Registering remotes does not fetch them, so the shell paints without waiting on any remote.
// A failure here is not final: each remote route asks again and shows its own fallback.
initRemoteRegistry().catch((error: unknown) => console.warn('[shell] /remotes.json failed', error));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
