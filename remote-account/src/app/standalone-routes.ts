import { BOOKING_LINK_PATH } from 'shared/routes/booking-link';
import type { StandaloneRoute } from 'shared/ui/standalone-host';
import SignInPage from './routes/sign-in-page';
import SignUpPage from './routes/sign-up-page';
import ForgotPasswordPage from './routes/forgot-password-page';
import OtpVerificationPage from './routes/otp-verification-page';
import ResetPasswordPage from './routes/reset-password-page';
import ResendMailPage from './routes/resend-mail-page';
import RegistrationSuccessPage from './routes/registration-success-page';
import ProfilePage from './routes/profile-page';
import ActivateAccountPage from './routes/activate-account-page';
import BookingPage from './routes/booking-page';

/** The pages this remote exposes, at the paths the shell gives them. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/sign-in', Page: SignInPage },
  { path: '/sign-up', Page: SignUpPage },
  { path: '/forgot-password', Page: ForgotPasswordPage },
  { path: '/otp-verification', Page: OtpVerificationPage },
  { path: '/reset-password', Page: ResetPasswordPage },
  { path: '/resend-mail', Page: ResendMailPage },
  { path: '/registration-success', Page: RegistrationSuccessPage },
  { path: '/profile', Page: ProfilePage },
  { path: '/activate-account', Page: ActivateAccountPage },
  { path: `${BOOKING_LINK_PATH}/:reservationId`, Page: BookingPage },
];
