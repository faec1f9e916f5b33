import type { PrerenderedPage } from 'shared/prerender/prerendering';
import { SiteLayout } from '../features/layout/components/site-layout';

// Replaced, per request, by the page's own prerendered HTML (api/src/web/page-prerender.ts).
const slot = <template data-page-slot="" />;

/** The layout around every prerendered page. */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  // The header differs on the home page (no search box there).
  'layout-home': { path: '/', element: <SiteLayout>{slot}</SiteLayout> },
  layout: { path: '/page', element: <SiteLayout>{slot}</SiteLayout> },
};
