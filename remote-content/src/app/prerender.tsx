import type { PrerenderedPage } from 'shared/prerender/prerendering';
import AboutUsPage from './routes/about-us-page';
import FaqPage from './routes/faq-page';
import PrivacyPolicyPage from './routes/privacy-policy-page';
import TermsPage from './routes/terms-page';

/** Pages sent as HTML before their scripts run (build/prerender.mjs). */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  'faq-page': { path: '/faq', element: <FaqPage /> },
  'privacy-policy-page': { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  'terms-page': { path: '/terms-and-conditions', element: <TermsPage /> },
  'about-us-page': { path: '/about-us', element: <AboutUsPage /> },
};
