import type { StandaloneRoute } from 'shared/ui/standalone-host';
import FaqPage from './routes/faq-page';
import PrivacyPolicyPage from './routes/privacy-policy-page';
import TermsPage from './routes/terms-page';
import ContactPage from './routes/contact-page';
import AboutUsPage from './routes/about-us-page';
import PartnerPage from './routes/partner-page';
import TestPage from './routes/test-page';

/** The pages this remote exposes, at the paths the shell gives them. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/faq', Page: FaqPage },
  { path: '/privacy-policy', Page: PrivacyPolicyPage },
  { path: '/terms-and-conditions', Page: TermsPage },
  { path: '/contact', Page: ContactPage },
  { path: '/about-us', Page: AboutUsPage },
  { path: '/partner', Page: PartnerPage },
  { path: '/test', Page: TestPage },
];
