import { ApiError } from 'shared/api/errors';
import { verifyOtp } from 'shared/api/verify-otp';
import { checkOtp } from './check-otp';

jest.mock('shared/api/verify-otp', () => ({ verifyOtp: jest.fn() }));

const verify = jest.mocked(verifyOtp);

beforeEach(() => verify.mockReset());

describe('checkOtp (spec section 8, Forgot password)', () => {
  it('a right code answers the reset token', async () => {
    verify.mockResolvedValue({ status: true, message: 'ok', data: { reset_token: 'grant-1' } });
    await expect(checkOtp('ada@example.com', '123456')).resolves.toEqual({
      verified: true,
      resetToken: 'grant-1',
    });
    expect(verify).toHaveBeenCalledWith('ada@example.com', '123456');
  });

  it('a wrong or expired code (400, or status false): Invalid OTP. Please try again.', async () => {
    verify.mockRejectedValueOnce(new ApiError('http', 'Invalid OTP. Please try again.', 400));
    await expect(checkOtp('ada@example.com', '000000')).resolves.toEqual({
      verified: false,
      message: 'Invalid OTP. Please try again.',
    });
    verify.mockResolvedValueOnce({ status: false, message: 'no', data: { reset_token: '' } });
    await expect(checkOtp('ada@example.com', '000000')).resolves.toEqual({
      verified: false,
      message: 'Invalid OTP. Please try again.',
    });
  });

  it('any other failure: An error occurred. Please try again.; 429 its own message', async () => {
    verify.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(checkOtp('ada@example.com', '123456')).resolves.toEqual({
      verified: false,
      message: 'An error occurred. Please try again.',
    });
    verify.mockRejectedValueOnce(
      new ApiError('http', 'Too many requests. Please try again in 15 minutes.', 429),
    );
    await expect(checkOtp('ada@example.com', '123456')).resolves.toEqual({
      verified: false,
      message: 'Too many requests. Please try again in 15 minutes.',
    });
  });
});
