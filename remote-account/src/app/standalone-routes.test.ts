import path from 'node:path';
import { describeRemoteContract } from 'shared/testing/remote-contract';
import { STANDALONE_ROUTES } from './standalone-routes';

describeRemoteContract({
  packageDir: path.join(__dirname, '..', '..'),
  federationName: 'remote_account',
  standaloneRoutes: STANDALONE_ROUTES,
  paths: {
    'sign-in-page': '/sign-in',
    'sign-up-page': '/sign-up',
    'forgot-password-page': '/forgot-password',
    'otp-verification-page': '/otp-verification',
    'reset-password-page': '/reset-password',
    'resend-mail-page': '/resend-mail',
    'registration-success-page': '/registration-success',
    'profile-page': '/profile',
    'activate-account-page': '/activate-account',
    'booking-page': '/my-booking/:reservationId',
  },
});
