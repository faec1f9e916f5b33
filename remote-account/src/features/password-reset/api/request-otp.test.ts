import { ApiError } from 'shared/api/errors';
import { forgotPassword } from 'shared/api/forgot-password';
import { requestOtp } from './request-otp';

jest.mock('shared/api/forgot-password', () => ({ forgotPassword: jest.fn() }));

const send = jest.mocked(forgotPassword);

beforeEach(() => send.mockReset());

describe('requestOtp (spec section 8, Forgot password)', () => {
  it('status true: sent, to the address given', async () => {
    send.mockResolvedValue({ status: true, message: 'OTP has been sent to your email.' });
    await expect(requestOtp('ada@example.com')).resolves.toEqual({ sent: true });
    expect(send).toHaveBeenCalledWith('ada@example.com');
  });

  it('status false: Failed to send OTP. Please try again.', async () => {
    send.mockResolvedValue({ status: false, message: 'nope' });
    await expect(requestOtp('ada@example.com')).resolves.toEqual({
      sent: false,
      message: 'Failed to send OTP. Please try again.',
    });
  });

  it('an exception: An error occurred. Please try again.', async () => {
    send.mockRejectedValueOnce(new ApiError('network', 'We could not reach TableHop.'));
    await expect(requestOtp('ada@example.com')).resolves.toEqual({
      sent: false,
      message: 'An error occurred. Please try again.',
    });
    send.mockRejectedValueOnce(new ApiError('http', 'Internal error', 500));
    await expect(requestOtp('ada@example.com')).resolves.toMatchObject({
      message: 'An error occurred. Please try again.',
    });
    send.mockRejectedValueOnce(new TypeError('boom'));
    await expect(requestOtp('ada@example.com')).resolves.toMatchObject({
      message: 'An error occurred. Please try again.',
    });
  });

  it('429: the server’s own message, which says to wait', async () => {
    const wait = 'Too many codes requested. Please wait before asking for another.';
    send.mockRejectedValue(new ApiError('http', wait, 429, { message: wait }));
    await expect(requestOtp('ada@example.com')).resolves.toEqual({ sent: false, message: wait });
  });
});
