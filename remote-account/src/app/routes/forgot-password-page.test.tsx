import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { forgotPassword } from 'shared/api/forgot-password';
import { verifyOtp } from 'shared/api/verify-otp';
import ForgotPasswordPage from './forgot-password-page';

jest.mock('shared/api/forgot-password', () => ({ forgotPassword: jest.fn() }));
jest.mock('shared/api/verify-otp', () => ({ verifyOtp: jest.fn() }));

const send = jest.mocked(forgotPassword);
const verify = jest.mocked(verifyOtp);

const SENT = { status: true, message: 'OTP has been sent to your email.' };

/** Where the page led, with the navigation state it passed. */
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

function renderPage(entry = '/forgot-password') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<Arrived title="Reset password" />} />
        <Route path="/otp-verification" element={<Arrived title="OTP verification" />} />
        <Route path="/sign-in" element={<Arrived title="Sign in" />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const state = () => JSON.parse(screen.getByTestId('state').textContent!) as unknown;

async function sendCode(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByRole('dialog', { name: 'Enter OTP' });
}

beforeEach(() => {
  send.mockReset();
  verify.mockReset();
});

describe('ForgotPasswordPage: asking for a code', () => {
  it('has the email field, Send OTP and a link back to sign in', async () => {
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(screen.queryByText(/Your account is active/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('checks the email first: Email is required., Email address is invalid.', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(emailField()).toHaveAccessibleDescription('Email is required.');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(emailField()).toHaveAccessibleDescription('Email address is invalid.');
    expect(send).not.toHaveBeenCalled();
  });

  it('from an activation link: the email filled in and a note to choose a password', () => {
    renderPage('/forgot-password?activated=1&email=ada%2Btable%40example.com');
    expect(emailField()).toHaveValue('ada+table@example.com');
    expect(screen.getByText(/Your account is active. To sign in, choose a password/)).toBeVisible();
  });

  it('status true: OTP has been sent to your email., and the OTP modal opens on the code', async () => {
    send.mockResolvedValue(SENT);
    const user = renderPage();
    const dialog = await sendCode(user, 'Ada@Example.com');
    expect(send).toHaveBeenCalledWith('ada@example.com');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'OTP has been sent to your email.',
    );
    expect(dialog).toHaveTextContent('Enter the 6-digit code we emailed to ada@example.com.');
    const otp = within(dialog).getByRole('textbox', { name: 'OTP' });
    expect(otp).toHaveFocus();
    expect(otp).toHaveAttribute('maxLength', '6');
    expect(otp).toHaveAttribute('inputMode', 'numeric');
  });

  it('status false: Failed to send OTP. Please try again., and no modal', async () => {
    send.mockResolvedValue({ status: false, message: 'no' });
    const user = renderPage();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send OTP. Please try again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an exception: An error occurred. Please try again.', async () => {
    send.mockRejectedValue(new ApiError('network', 'We could not reach TableHop.'));
    const user = renderPage();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });

  it('sent too often (429): the server’s message', async () => {
    const wait = 'Too many codes requested. Please wait before asking for another.';
    send.mockRejectedValue(new ApiError('http', wait, 429, { message: wait }));
    const user = renderPage();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends once, with a busy button, however often Send OTP is pressed', async () => {
    let answer!: (value: typeof SENT) => void;
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    await user.type(emailField(), 'ada@example.com{Enter}{Enter}');
    expect(screen.getByRole('button', { name: /Send OTP/ })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    answer(SENT);
    expect(await screen.findByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage: the OTP modal', () => {
  beforeEach(() => send.mockResolvedValue(SENT));

  it('checks the code: OTP is required., OTP must be 6 digits.', async () => {
    const user = renderPage();
    const dialog = await sendCode(user);
    const otp = within(dialog).getByRole('textbox', { name: 'OTP' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('OTP is required.')).toBeInTheDocument();
    await user.type(otp, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('OTP must be 6 digits.')).toBeInTheDocument();
    expect(otp).toHaveFocus();
    expect(verify).not.toHaveBeenCalled();
  });

  it('a wrong code: Invalid OTP. Please try again.', async () => {
    verify.mockRejectedValue(new ApiError('http', 'Invalid OTP. Please try again.', 400));
    const user = renderPage();
    const dialog = await sendCode(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid OTP. Please try again.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Change Password' })).toBeNull();
  });

  it('a right code: OTP verification successful..., then Change Password opens reset-password with the grant', async () => {
    verify.mockResolvedValue({
      status: true,
      message: 'OTP verification successful. Please choose a new password.',
      data: { reset_token: 'grant-1' },
    });
    const user = renderPage();
    const dialog = await sendCode(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const change = await within(dialog).findByRole('button', { name: 'Change Password' });
    expect(verify).toHaveBeenCalledWith('ada@example.com', '123456');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'OTP verification successful. Please choose a new password.',
    );
    expect(change).toHaveFocus();
    expect(within(dialog).queryByRole('textbox', { name: 'OTP' })).toBeNull();
    await user.click(change);
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(state()).toEqual({ email: 'ada@example.com', resetToken: 'grant-1' });
  });

  it('Resend OTP sends a new code to the same address and empties the field', async () => {
    const user = renderPage();
    const dialog = await sendCode(user);
    const otp = within(dialog).getByRole('textbox', { name: 'OTP' });
    await user.type(otp, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('ada@example.com');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'OTP has been sent to your email.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'OTP' })).toHaveValue('');
  });

  it('Resend OTP refused: its message in the modal', async () => {
    const user = renderPage();
    const dialog = await sendCode(user);
    const wait = 'Too many codes requested. Please wait before asking for another.';
    send.mockRejectedValueOnce(new ApiError('http', wait, 429));
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(wait);
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('Cancel closes it; Enter OTP opens it again', async () => {
    const user = renderPage();
    const dialog = await sendCode(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('OTP has been sent to your email.');
    await user.click(screen.getByRole('button', { name: 'Enter OTP' }));
    const again = screen.getByRole('dialog', { name: 'Enter OTP' });
    expect(within(again).getByRole('textbox', { name: 'OTP' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Enter OTP' })).toBeNull();
  });

  it('a verified code stays verified when the modal is closed and opened again', async () => {
    verify.mockResolvedValue({ status: true, message: 'ok', data: { reset_token: 'grant-1' } });
    const user = renderPage();
    const dialog = await sendCode(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '123456{Enter}');
    await within(dialog).findByRole('button', { name: 'Change Password' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter OTP' }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(state()).toEqual({ email: 'ada@example.com', resetToken: 'grant-1' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('a new Send OTP starts a fresh modal for the new address', async () => {
    verify.mockResolvedValue({ status: true, message: 'ok', data: { reset_token: 'grant-1' } });
    const user = renderPage();
    const dialog = await sendCode(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '123456{Enter}');
    await within(dialog).findByRole('button', { name: 'Change Password' });
    await user.keyboard('{Escape}');
    await user.clear(emailField());
    const fresh = await sendCode(user, 'grace@example.com');
    expect(fresh).toHaveTextContent('emailed to grace@example.com');
    expect(within(fresh).getByRole('textbox', { name: 'OTP' })).toHaveValue('');
    expect(within(fresh).queryByRole('button', { name: 'Change Password' })).toBeNull();
  });

  it('I already have a code: the code page, with the address the code went to', async () => {
    const user = renderPage();
    await sendCode(user);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'I already have a code' }));
    expect(screen.getByRole('heading', { name: 'OTP verification' })).toBeInTheDocument();
    expect(state()).toEqual({ email: 'ada@example.com' });
  });
});
