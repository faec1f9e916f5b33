import path from 'node:path';
import { describeRemoteContract } from 'shared/testing/remote-contract';
import { loadPage, STANDALONE_ROUTES } from './standalone-routes';

describeRemoteContract({
  packageDir: path.join(__dirname, '..', '..'),
  federationName: 'remote_restaurant',
  standaloneRoutes: STANDALONE_ROUTES,
  loadPage,
  // Checkout's Edit loads the same panel through federation (issue 7).
  components: { 'booking-panel': './src/features/booking-panel/components/booking-panel.tsx' },
});
