// The six front-end builds (shared/routes/remotes) and what proves each one is built.
import { APPS as APP_TABLE, SHELL } from '../shared/src/routes/remotes.cjs';

export const APPS = APP_TABLE.map((app) => ({
  name: app.folder,
  marker: app === SHELL ? 'dist/index.html' : 'dist/mf-manifest.json',
}));
