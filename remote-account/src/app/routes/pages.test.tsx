import { describePages, routed } from 'shared/testing/remote-contract';
import ActivateAccountPage from './activate-account-page';
import SignInPage from './sign-in-page';
import SignUpPage from './sign-up-page';
import ForgotPasswordPage from './forgot-password-page';
import OtpVerificationPage from './otp-verification-page';
import ResetPasswordPage from './reset-password-page';
import ResendMailPage from './resend-mail-page';
import RegistrationSuccessPage from './registration-success-page';
import ProfilePage from './profile-page';
import BookingPage from './booking-page';

// The contract is checked on the first render; pages that fetch do so after it. Each renders
// inside a router, as in the shell.
jest.mock('shared/api/get-captcha-config', () => ({
  getCaptchaConfig: () => new Promise(() => {}),
}));
jest.mock('shared/api/profile', () => ({ getProfile: () => new Promise(() => {}) }));
jest.mock('shared/api/user-reservations', () => ({
  ...jest.requireActual<object>('shared/api/user-reservations'),
  getUserReservations: () => new Promise(() => {}),
  getLinkedReservation: () => new Promise(() => {}),
}));

describePages('remote-account', __dirname, [
  { file: 'sign-in-page', Page: routed(SignInPage), h1: 'Sign in', title: 'Sign in' },
  { file: 'sign-up-page', Page: routed(SignUpPage), h1: 'Sign up', title: 'Sign up' },
  {
    file: 'forgot-password-page',
    Page: routed(ForgotPasswordPage),
    h1: 'Forgot password',
    title: 'Forgot password',
  },
  {
    file: 'otp-verification-page',
    Page: routed(OtpVerificationPage),
    h1: 'OTP verification',
    title: 'OTP verification',
  },
  {
    file: 'reset-password-page',
    Page: routed(ResetPasswordPage),
    h1: 'Reset password',
    title: 'Reset password',
  },
  {
    file: 'resend-mail-page',
    Page: routed(ResendMailPage),
    h1: 'Resend verification email',
    title: 'Resend verification email',
  },
  {
    file: 'registration-success-page',
    Page: routed(RegistrationSuccessPage),
    h1: 'Registration successful',
    title: 'Registration successful',
  },
  { file: 'profile-page', Page: routed(ProfilePage), h1: 'Profile', title: 'Profile' },
  { file: 'booking-page', Page: routed(BookingPage), h1: 'Your booking', title: 'Your booking' },
  {
    file: 'activate-account-page',
    Page: routed(ActivateAccountPage),
    h1: 'Activate your account',
    title: 'Activate your account',
  },
]);
