import { describePages, routed } from 'shared/testing/remote-contract';
import FaqPage from './faq-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';
import ContactPage from './contact-page';
import AboutUsPage from './about-us-page';
import PartnerPage from './partner-page';
import TestPage from './test-page';

// The contract is checked on the first render; the forms' captcha asks for its configuration
// after it, so that request never answers here.
jest.mock('shared/api/get-captcha-config', () => ({
  getCaptchaConfig: () => new Promise(() => {}),
}));

// jsdom has no scrolling; the legal pages scroll to their top on load.
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describePages('remote-content', __dirname, [
  { file: 'faq-page', Page: routed(FaqPage), h1: 'FAQ', title: 'FAQ' },
  {
    file: 'privacy-policy-page',
    Page: routed(PrivacyPolicyPage),
    h1: 'Privacy Policy',
    title: 'Privacy Policy',
  },
  {
    file: 'terms-page',
    Page: routed(TermsPage),
    h1: 'Terms and Conditions',
    title: 'Terms and Conditions',
  },
  { file: 'contact-page', Page: routed(ContactPage), h1: 'Contact Us', title: 'Contact Us' },
  { file: 'about-us-page', Page: routed(AboutUsPage), h1: 'About Us', title: 'About Us' },
  {
    file: 'partner-page',
    Page: routed(PartnerPage),
    h1: 'Register Your Business',
    title: 'Register Your Business',
  },
  { file: 'test-page', Page: routed(TestPage), h1: 'Demo filters', title: 'Demo filters' },
]);
