import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery, type QueryOptions } from './use-query';

type View = { status: 'ready'; value: string } | { status: 'error'; message: string };

const failed = (error: unknown): View => ({ status: 'error', message: String(error) });

function render(initial: Partial<QueryOptions<View>> & Pick<QueryOptions<View>, 'load'>) {
  return renderHook((options: QueryOptions<View>) => useQuery(options), {
    initialProps: { key: 'a', failed, ...initial },
  });
}

describe('useQuery', () => {
  it('loads the answer for its key', async () => {
    const load = jest.fn().mockResolvedValue({ status: 'ready', value: 'one' });
    const { result } = render({ load });
    expect(result.current.view).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', value: 'one' }));
    expect(load).toHaveBeenCalledWith(expect.any(AbortSignal));
  });

  it('aborts the request still out when the key changes, and never shows its answer', async () => {
    let answerOld: (view: View) => void = () => undefined;
    const load = jest
      .fn()
      .mockReturnValueOnce(new Promise<View>((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce({ status: 'ready', value: 'new' });
    const { result, rerender } = render({ load });
    const first = load.mock.calls[0]?.[0] as AbortSignal;
    rerender({ key: 'b', load, failed });
    expect(first.aborted).toBe(true);
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', value: 'new' }));
    await act(async () => answerOld({ status: 'ready', value: 'old' }));
    expect(result.current.view).toEqual({ status: 'ready', value: 'new' });
  });

  it('shows the failure view, and asks again on retry', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce('down')
      .mockResolvedValueOnce({ status: 'ready', value: 'back' });
    const { result } = render({ load });
    await waitFor(() => expect(result.current.view).toEqual({ status: 'error', message: 'down' }));
    act(() => result.current.retry());
    expect(result.current.view).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', value: 'back' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses the answer sent with the page instead of asking, once', async () => {
    const take = jest.fn();
    const load = jest.fn().mockResolvedValue({ status: 'ready', value: 'fetched' });
    const sent = () => ({ view: { status: 'ready', value: 'sent' } as View, take });
    const { result } = render({ load, sent });
    expect(result.current.view).toEqual({ status: 'ready', value: 'sent' });
    await act(async () => undefined);
    expect(take).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', value: 'fetched' }));
  });

  it('shows a kept answer while the request is out, and keeps it when the request fails', async () => {
    const kept = (key: string): View => ({ status: 'ready', value: `kept ${key}` });
    const failedOrKept = (error: unknown, shown: View | undefined) => shown ?? failed(error);
    const load = jest.fn().mockRejectedValue('down');
    const { result } = render({ load, kept, failed: failedOrKept });
    expect(result.current.view).toEqual({ status: 'ready', value: 'kept a' });
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => undefined);
    expect(result.current.view).toEqual({ status: 'ready', value: 'kept a' });
  });

  it('asks nothing while paused or without a key', async () => {
    const load = jest.fn().mockResolvedValue({ status: 'ready', value: 'one' });
    const { rerender } = render({ load, paused: true });
    rerender({ key: null, load, failed });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
  });

  it('changes the shown answer with update', async () => {
    const load = jest.fn().mockResolvedValue({ status: 'ready', value: 'one' });
    const { result } = render({ load });
    await waitFor(() => expect(result.current.view).toEqual({ status: 'ready', value: 'one' }));
    act(() => result.current.update(() => ({ status: 'ready', value: 'two' })));
    expect(result.current.view).toEqual({ status: 'ready', value: 'two' });
  });
});
