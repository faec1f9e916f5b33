import { describePages } from 'shared/testing/remote-contract';
import SignInPage from './sign-in-page';
import SignUpPage from './sign-up-page';
import ForgotPasswordPage from './forgot-password-page';
import OtpVerificationPage from './otp-verification-page';
import ResetPasswordPage from './reset-password-page';
import ResendMailPage from './resend-mail-page';
import RegistrationSuccessPage from './registration-success-page';
import ProfilePage from './profile-page';

describePages('remote-account', __dirname, [
  { file: 'sign-in-page', Page: SignInPage, h1: 'Sign in', title: 'Sign in' },
  { file: 'sign-up-page', Page: SignUpPage, h1: 'Sign up', title: 'Sign up' },
  {
    file: 'forgot-password-page',
    Page: ForgotPasswordPage,
    h1: 'Forgot password',
    title: 'Forgot password',
  },
  {
    file: 'otp-verification-page',
    Page: OtpVerificationPage,
    h1: 'OTP verification',
    title: 'OTP verification',
  },
  {
    file: 'reset-password-page',
    Page: ResetPasswordPage,
    h1: 'Reset password',
    title: 'Reset password',
  },
  {
    file: 'resend-mail-page',
    Page: ResendMailPage,
    h1: 'Resend verification email',
    title: 'Resend verification email',
  },
  {
    file: 'registration-success-page',
    Page: RegistrationSuccessPage,
    h1: 'Registration successful',
    title: 'Registration successful',
  },
  { file: 'profile-page', Page: ProfilePage, h1: 'Profile', title: 'Profile' },
]);
