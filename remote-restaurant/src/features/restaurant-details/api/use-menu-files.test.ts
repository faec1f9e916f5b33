import { renderHook, waitFor } from '@testing-library/react';
import { ApiError } from 'shared/api/errors';
import { MENU_FILES, RESTAURANT_UUID, envelope } from '../testing/restaurant-fixtures';
import { useMenuFiles } from './use-menu-files';

const getRestaurantFiles = jest.fn();
jest.mock('shared/api/get-restaurant-files', () => ({
  getRestaurantFiles: (uuid: string, signal?: AbortSignal) => getRestaurantFiles(uuid, signal),
}));

beforeEach(() => getRestaurantFiles.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('useMenuFiles', () => {
  it("loads the restaurant's files", async () => {
    getRestaurantFiles.mockResolvedValue(envelope(MENU_FILES));
    const { result } = renderHook(() => useMenuFiles(RESTAURANT_UUID));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', files: MENU_FILES }));
    expect(getRestaurantFiles).toHaveBeenCalledWith(RESTAURANT_UUID, expect.any(AbortSignal));
  });

  it('logs a failure and carries on with no files', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new ApiError('http', 'Server error', 500);
    getRestaurantFiles.mockRejectedValue(failure);
    const { result } = renderHook(() => useMenuFiles(RESTAURANT_UUID));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', files: [] }));
    expect(error).toHaveBeenCalledWith('Menu files could not be loaded', failure);
  });

  it('aborts the request on unmount', () => {
    getRestaurantFiles.mockReturnValue(new Promise(() => {}));
    const { unmount } = renderHook(() => useMenuFiles(RESTAURANT_UUID));
    const signal = getRestaurantFiles.mock.calls[0]?.[1] as AbortSignal;
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
