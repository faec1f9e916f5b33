import type { PrerenderedPage } from 'shared/prerender/prerendering';
import HomePage from './routes/home-page';

/** Pages sent as HTML before their scripts run (build/prerender.mjs). */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  'home-page': { path: '/', element: <HomePage /> },
};
