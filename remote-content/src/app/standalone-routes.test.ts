import path from 'node:path';
import { describeRemoteContract } from 'shared/testing/remote-contract';
import { STANDALONE_ROUTES } from './standalone-routes';

describeRemoteContract({
  packageDir: path.join(__dirname, '..', '..'),
  federationName: 'remote_content',
  standaloneRoutes: STANDALONE_ROUTES,
  paths: {
    'faq-page': '/faq',
    'privacy-policy-page': '/privacy-policy',
    'terms-page': '/terms-and-conditions',
    'contact-page': '/contact',
    'about-us-page': '/about-us',
    'partner-page': '/partner',
    'test-page': '/test',
  },
});
