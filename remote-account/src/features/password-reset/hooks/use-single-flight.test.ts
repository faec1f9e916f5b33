import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs one call at a time and is pending meanwhile', async () => {
    let finish!: (value: string) => void;
    const task = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleFlight(task));
    expect(result.current.pending).toBe(false);

    let first!: Promise<string | null>;
    let second!: Promise<string | null>;
    act(() => {
      first = result.current.run();
      second = result.current.run();
    });
    await expect(second).resolves.toBeNull();
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);

    await act(async () => finish('done'));
    await expect(first).resolves.toBe('done');
    expect(result.current.pending).toBe(false);
  });

  it('is free again after a call that failed', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useSingleFlight(task));
    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('boom');
    });
    await act(async () => {
      await expect(result.current.run()).resolves.toBe('ok');
    });
    expect(result.current.pending).toBe(false);
  });
});
