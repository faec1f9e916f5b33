import path from 'node:path';
import { describeRemoteContract } from 'shared/testing/remote-contract';
import { loadPage, STANDALONE_ROUTES } from './standalone-routes';

describeRemoteContract({
  packageDir: path.join(__dirname, '..', '..'),
  federationName: 'remote_account',
  standaloneRoutes: STANDALONE_ROUTES,
  loadPage,
});
