import path from 'node:path';
import { describeRemoteContract } from 'shared/testing/remote-contract';
import { STANDALONE_ROUTES } from './standalone-routes';

describeRemoteContract({
  packageDir: path.join(__dirname, '..', '..'),
  federationName: 'remote_checkout',
  standaloneRoutes: STANDALONE_ROUTES,
  paths: {
    'checkout-page': '/checkout',
    'thank-you-page': '/thank-you',
    'edit-reservation-page': '/edit-reservation',
  },
});
