import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared/api/errors';
import type { StatusMessage } from 'shared/api/status-message';
import { useMessageSubmission } from './use-message-submission';

function deferred() {
  let resolve!: (value: StatusMessage) => void;
  const promise = new Promise<StatusMessage>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

it('is pending while the send is out and sends once however often it is asked', async () => {
  const answer = deferred();
  const sendMessage = jest.fn((_payload: string, _token: string) => answer.promise);
  const { result } = renderHook(() => useMessageSubmission(sendMessage));

  let first!: Promise<unknown>;
  let second!: Promise<unknown>;
  act(() => {
    first = result.current.send('hello', 'token');
    second = result.current.send('hello', 'token');
  });
  expect(result.current.pending).toBe(true);
  await expect(second).resolves.toBeNull();
  await act(async () => {
    answer.resolve({ status: true, message: 'Thanks, we will be in touch.' });
    await expect(first).resolves.toEqual({ ok: true });
  });
  expect(sendMessage).toHaveBeenCalledTimes(1);
  expect(sendMessage).toHaveBeenCalledWith('hello', 'token');
  expect(result.current.pending).toBe(false);
  expect(result.current.sentMessage).toBe('Thanks, we will be in touch.');

  act(() => result.current.closeDialog());
  expect(result.current.sentMessage).toBeNull();
});

it("falls back to 'Your message has been sent successfully!' for an empty answer", async () => {
  const { result } = renderHook(() =>
    useMessageSubmission(() => Promise.resolve({ status: true, message: '' })),
  );
  await act(() => result.current.send({}, 't'));
  expect(result.current.sentMessage).toBe('Your message has been sent successfully!');
});

it('a failure gives the problem and the field errors, and the next send may go', async () => {
  const sendMessage = jest
    .fn()
    .mockRejectedValueOnce(
      new ApiError('http', 'Email is required.', 400, {
        message: 'Email is required.',
        errors: { email: 'Email is required.' },
      }),
    )
    .mockResolvedValueOnce({ status: true, message: 'Sent.' });
  const { result } = renderHook(() => useMessageSubmission(sendMessage));

  let outcome: unknown;
  await act(async () => {
    outcome = await result.current.send({}, 't');
  });
  expect(outcome).toEqual({ ok: false, fieldErrors: { email: 'Email is required.' } });
  expect(result.current.problem).toBe('Email is required.');
  expect(result.current.sentMessage).toBeNull();

  await act(async () => {
    outcome = await result.current.send({}, 't');
  });
  expect(outcome).toEqual({ ok: true });
  expect(result.current.problem).toBeNull();
  expect(sendMessage).toHaveBeenCalledTimes(2);
});
