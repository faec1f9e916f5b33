import { describePages } from 'shared/testing/remote-contract';
import FaqPage from './faq-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';
import ContactPage from './contact-page';
import AboutUsPage from './about-us-page';
import PartnerPage from './partner-page';
import TestPage from './test-page';

describePages('remote-content', __dirname, [
  { file: 'faq-page', Page: FaqPage, h1: 'FAQ', title: 'FAQ' },
  {
    file: 'privacy-policy-page',
    Page: PrivacyPolicyPage,
    h1: 'Privacy Policy',
    title: 'Privacy Policy',
  },
  {
    file: 'terms-page',
    Page: TermsPage,
    h1: 'Terms and Conditions',
    title: 'Terms and Conditions',
  },
  { file: 'contact-page', Page: ContactPage, h1: 'Contact Us', title: 'Contact Us' },
  { file: 'about-us-page', Page: AboutUsPage, h1: 'About Us', title: 'About Us' },
  {
    file: 'partner-page',
    Page: PartnerPage,
    h1: 'Register Your Business',
    title: 'Register Your Business',
  },
  { file: 'test-page', Page: TestPage, h1: 'Demo filters', title: 'Demo filters' },
]);
