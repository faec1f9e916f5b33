import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared/api/errors';
import { resendEmail } from 'shared/api/resend-email';
import { useResendEmail } from './use-resend-email';

jest.mock('shared/api/resend-email', () => ({ resendEmail: jest.fn() }));

const send = jest.mocked(resendEmail);

async function resendWith(email = 'ada@example.com') {
  const { result } = renderHook(() => useResendEmail());
  let outcome: Awaited<ReturnType<typeof result.current.resend>> = null;
  await act(async () => {
    outcome = await result.current.resend(email);
  });
  return outcome;
}

beforeEach(() => send.mockReset());

describe('useResendEmail (spec sections 2 and 8, Resend email)', () => {
  it('answers the server’s message', async () => {
    send.mockResolvedValue({ status: true, message: 'Activation email sent.' });
    await expect(resendWith()).resolves.toEqual({ sent: true, message: 'Activation email sent.' });
    expect(send).toHaveBeenCalledWith('ada@example.com');
  });

  it('a refusal keeps the server’s message, or says An error occurred. Try again.', async () => {
    send.mockResolvedValueOnce({ status: false, message: 'Account not found.' });
    await expect(resendWith()).resolves.toEqual({ sent: false, message: 'Account not found.' });
    send.mockResolvedValueOnce({ status: false, message: '' });
    await expect(resendWith()).resolves.toEqual({
      sent: false,
      message: 'An error occurred. Try again.',
    });
  });

  it('an exception: An error occurred. Try again.; 429 its own message', async () => {
    send.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(resendWith()).resolves.toEqual({
      sent: false,
      message: 'An error occurred. Try again.',
    });
    const wait = 'Too many emails sent to this address. Please try again later.';
    send.mockRejectedValueOnce(new ApiError('http', wait, 429));
    await expect(resendWith()).resolves.toEqual({ sent: false, message: wait });
  });

  it('sends once while a send is under way', async () => {
    let answer!: (value: { status: boolean; message: string }) => void;
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useResendEmail());
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.resend('ada@example.com');
      second = result.current.resend('ada@example.com');
    });
    await expect(second).resolves.toBeNull();
    expect(result.current.pending).toBe(true);
    await act(async () => answer({ status: true, message: 'sent' }));
    await expect(first).resolves.toEqual({ sent: true, message: 'sent' });
    expect(result.current.pending).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
