import { ApiError } from 'shared/api/errors';
import { updatePassword } from 'shared/api/update-password';
import { changePassword } from './change-password';

jest.mock('shared/api/update-password', () => ({ updatePassword: jest.fn() }));

const update = jest.mocked(updatePassword);
const GRANT = { email: 'ada@example.com', password: 'new-secret-1', resetToken: 'grant-1' };

beforeEach(() => update.mockReset());

describe('changePassword (spec section 8, Reset password)', () => {
  it('status true: changed, with the server’s message', async () => {
    update.mockResolvedValue({ status: true, message: 'Your password has been changed.' });
    await expect(changePassword(GRANT)).resolves.toEqual({
      changed: true,
      message: 'Your password has been changed.',
    });
    expect(update).toHaveBeenCalledWith(GRANT);
  });

  it('status true without a message still says what happened', async () => {
    update.mockResolvedValue({ status: true, message: ' ' });
    await expect(changePassword(GRANT)).resolves.toEqual({
      changed: true,
      message: 'Your password has been changed. Please sign in.',
    });
  });

  it('status false: Failed to reset password. Please try again.', async () => {
    update.mockResolvedValue({ status: false, message: 'no' });
    await expect(changePassword(GRANT)).resolves.toEqual({
      changed: false,
      message: 'Failed to reset password. Please try again.',
      needsNewCode: false,
    });
  });

  it('403 (the grant is used or stale): the same message, and a new code is needed', async () => {
    update.mockRejectedValue(new ApiError('http', 'Your code has not been verified', 403));
    await expect(changePassword(GRANT)).resolves.toEqual({
      changed: false,
      message: 'Failed to reset password. Please try again.',
      needsNewCode: true,
    });
  });

  it('an exception: An error occurred. Please try again.; 429 its own message', async () => {
    update.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(changePassword(GRANT)).resolves.toEqual({
      changed: false,
      message: 'An error occurred. Please try again.',
      needsNewCode: false,
    });
    update.mockRejectedValueOnce(new ApiError('http', 'Too many requests.', 429));
    await expect(changePassword(GRANT)).resolves.toMatchObject({ message: 'Too many requests.' });
  });
});
