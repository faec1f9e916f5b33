import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { initRemoteRegistry } from './app/remotes/remote-registry';

// Registering remotes does not fetch them, so the shell paints without waiting on any remote.
void initRemoteRegistry();

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
