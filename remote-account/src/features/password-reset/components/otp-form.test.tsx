import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/api/errors';
import { verifyOtp } from 'shared/api/verify-otp';
import { OtpForm, type OtpFormProps } from './otp-form';

jest.mock('shared/api/verify-otp', () => ({ verifyOtp: jest.fn() }));

const verify = jest.mocked(verifyOtp);

function renderForm(props: Partial<OtpFormProps> = {}) {
  const onVerified = jest.fn();
  const user = userEvent.setup();
  render(<OtpForm onVerified={onVerified} {...props} />);
  return { user, onVerified };
}

beforeEach(() => verify.mockReset());

describe('OtpForm (spec section 5: OTP)', () => {
  it('is a 6-digit numeric field labelled OTP', () => {
    renderForm({ email: 'ada@example.com' });
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    expect(otp).toHaveAttribute('maxLength', '6');
    expect(otp).toHaveAttribute('inputMode', 'numeric');
    expect(otp).toHaveAttribute('autoComplete', 'one-time-code');
  });

  it('with the address known, asks only for the code', () => {
    renderForm({ email: 'ada@example.com' });
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('an empty code: OTP is required.; a short or non-numeric one: OTP must be 6 digits.', async () => {
    const { user } = renderForm({ email: 'ada@example.com' });
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(otp).toHaveAccessibleDescription('OTP is required.');
    expect(otp).toHaveFocus();
    await user.type(otp, '12345');
    expect(screen.queryByText('OTP is required.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(otp).toHaveAccessibleDescription('OTP must be 6 digits.');
    await user.clear(otp);
    await user.type(otp, '12a456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(otp).toHaveAccessibleDescription('OTP must be 6 digits.');
    expect(verify).not.toHaveBeenCalled();
  });

  it('keeps the hint it is given in the code’s description', () => {
    render(
      <>
        <p id="hint">Sent to ada@example.com</p>
        <OtpForm email="ada@example.com" hintId="hint" onVerified={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveAccessibleDescription(
      'Sent to ada@example.com',
    );
  });

  it('on its own page checks the email first: Email is required., Email address is invalid.', async () => {
    const { user } = renderForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(email).toHaveFocus();
    await user.type(email, 'ada');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(email).toHaveAccessibleDescription('Email address is invalid.');
    expect(verify).not.toHaveBeenCalled();
  });

  it('a right code hands on the email and the reset token', async () => {
    verify.mockResolvedValue({ status: true, message: 'ok', data: { reset_token: 'grant-1' } });
    const { user, onVerified } = renderForm({ initialEmail: 'Ada@Example.com' });
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('ada@example.com', '123456');
    expect(onVerified).toHaveBeenCalledWith({
      email: 'ada@example.com',
      resetToken: 'grant-1',
    });
  });

  it('takes a pasted code with spaces whole', async () => {
    const { user } = renderForm({ email: 'ada@example.com' });
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    await user.click(otp);
    await user.paste(' 123 456 ');
    expect(otp).toHaveValue('123456');
    await user.clear(otp);
    await user.paste('1234567');
    expect(otp).toHaveValue('123456');
  });

  it('a wrong code: Invalid OTP. Please try again., the code kept and focused to correct', async () => {
    verify.mockRejectedValue(new ApiError('http', 'Invalid OTP. Please try again.', 400));
    const { user, onVerified } = renderForm({ email: 'ada@example.com' });
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    expect(otp).toHaveValue('000000');
    expect(otp).toHaveFocus();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("after the code's last try, says that codes run out and to ask for a new one", async () => {
    verify.mockRejectedValue(new ApiError('http', 'Invalid OTP. Please try again.', 400));
    const { user } = renderForm({ email: 'ada@example.com' });
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '000000');
    for (let tries = 1; tries <= 4; tries++) {
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^Invalid OTP\. Please try again\.$/,
      );
    }
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid OTP. Please try again. Each code works for 10 minutes and 5 tries. If yours has run out, ask for a new one.',
    );
  });

  it('a failure to reach the server: An error occurred. Please try again.', async () => {
    verify.mockRejectedValue(new ApiError('network', 'offline'));
    const { user } = renderForm({ email: 'ada@example.com' });
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });

  it('checks one code at a time, with a busy button meanwhile', async () => {
    let answer!: (value: Awaited<ReturnType<typeof verifyOtp>>) => void;
    verify.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, onVerified } = renderForm({ email: 'ada@example.com' });
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    await user.type(otp, '123456{Enter}{Enter}');
    expect(screen.getByRole('button', { name: /Verify/ })).toBeDisabled();
    expect(verify).toHaveBeenCalledTimes(1);
    answer({ status: true, message: 'ok', data: { reset_token: 'grant-1' } });
    await screen.findByRole('button', { name: 'Verify' });
    expect(onVerified).toHaveBeenCalledTimes(1);
  });
});
