import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { type InitialEntry, MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { verifyOtp } from 'shared/api/verify-otp';
import OtpVerificationPage from './otp-verification-page';

jest.mock('shared/api/verify-otp', () => ({ verifyOtp: jest.fn() }));

const verify = jest.mocked(verifyOtp);

function Arrived({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <p data-testid="search">{location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderPage(entry: InitialEntry = '/otp-verification') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/otp-verification" element={<OtpVerificationPage />} />
        <Route path="/reset-password" element={<Arrived title="Reset password" />} />
        <Route path="/forgot-password" element={<Arrived title="Forgot password" />} />
        <Route path="/sign-in" element={<Arrived title="Sign in" />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const otpField = () => screen.getByRole('textbox', { name: 'OTP' });

beforeEach(() => verify.mockReset());

describe('OtpVerificationPage', () => {
  it('asks for the email and the 6-digit code', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'OTP verification' })).toBeVisible();
    expect(emailField()).toHaveValue('');
    expect(otpField()).toHaveAttribute('maxLength', '6');
    expect(otpField()).toHaveAttribute('inputMode', 'numeric');
  });

  it('fills the email in from navigation state, else from ?email=', () => {
    const { unmount } = render(
      <MemoryRouter
        initialEntries={[
          {
            pathname: '/otp-verification',
            search: '?email=other@example.com',
            state: { email: 'ada@example.com' },
          },
        ]}
      >
        <OtpVerificationPage />
      </MemoryRouter>,
    );
    expect(emailField()).toHaveValue('ada@example.com');
    unmount();
    renderPage('/otp-verification?email=grace%40example.com');
    expect(emailField()).toHaveValue('grace@example.com');
  });

  it('checks both fields: Email is required., OTP is required., OTP must be 6 digits.', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(emailField()).toHaveAccessibleDescription('Email is required.');
    expect(otpField()).toHaveAccessibleDescription('OTP is required.');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'ada@example.com');
    await user.type(otpField(), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(otpField()).toHaveAccessibleDescription('OTP must be 6 digits.');
    expect(otpField()).toHaveFocus();
    expect(verify).not.toHaveBeenCalled();
  });

  it('a wrong code: Invalid OTP. Please try again.', async () => {
    verify.mockRejectedValue(new ApiError('http', 'Invalid OTP. Please try again.', 400));
    const user = renderPage({ pathname: '/otp-verification', state: { email: 'ada@example.com' } });
    await user.type(otpField(), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    expect(verify).toHaveBeenCalledWith('ada@example.com', '000000');
  });

  it('a right code: the success message, then Change Password opens reset-password with the grant', async () => {
    verify.mockResolvedValue({ status: true, message: 'ok', data: { reset_token: 'grant-7' } });
    const user = renderPage();
    await user.type(emailField(), 'Ada@Example.com');
    await user.type(otpField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const change = await screen.findByRole('button', { name: 'Change Password' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'OTP verification successful. Please choose a new password.',
    );
    expect(change).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'OTP' })).toBeNull();
    await user.click(change);
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      email: 'ada@example.com',
      resetToken: 'grant-7',
    });
  });

  it('Get a code leads to forgot-password with the email filled in', async () => {
    const user = renderPage({ pathname: '/otp-verification', state: { email: 'ada@example.com' } });
    await user.click(screen.getByRole('link', { name: 'Get a code' }));
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?email=ada%40example.com');
  });

  it('without an email, Get a code is plain forgot-password; Back to Sign in', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Get a code' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });
});
