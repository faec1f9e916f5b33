import '@testing-library/jest-dom';
import fs from 'node:fs';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import SignInPage from './sign-in-page';
import SignUpPage from './sign-up-page';
import ForgotPasswordPage from './forgot-password-page';
import OtpVerificationPage from './otp-verification-page';
import ResetPasswordPage from './reset-password-page';
import ResendMailPage from './resend-mail-page';
import RegistrationSuccessPage from './registration-success-page';
import ProfilePage from './profile-page';

interface PageCase {
  file: string;
  Page: ComponentType;
  h1: string;
  title: string;
}

const PAGES: PageCase[] = [
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
];

describe('remote-account pages', () => {
  it('covers every page file in src/app/routes', () => {
    const files = fs
      .readdirSync(__dirname)
      .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
      .map((f) => f.replace(/\.tsx$/, ''))
      .sort();
    expect(PAGES.map((p) => p.file).sort()).toEqual(files);
  });

  describe.each(PAGES)('$file', ({ Page, h1, title }) => {
    it(`renders the h1 "${h1}"`, () => {
      render(<Page />);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    });

    it(`sets document.title to "${title} | TableHop" and a description`, () => {
      const { unmount } = render(<Page />);
      expect(document.title).toBe(`${title} | TableHop`);
      const description = document.head.querySelector('meta[name="description"]');
      expect(description?.getAttribute('content')).toMatch(/\S/);
      unmount();
      expect(document.title).toBe('');
    });
  });
});
