import { ApiError } from 'shared/api/errors';
import { useRootStore } from 'shared/store';
import { releaseHeldReservation } from './held-table';

const releaseHold = jest.fn();
jest.mock('shared/api/release-hold', () => ({
  releaseHold: (...args: unknown[]) => releaseHold(...args),
}));

const hold = () =>
  useRootStore.getState().patchReservation({
    res_id: 'rest-1',
    time: '19:00',
    reservation_uuid: 'res-uuid-1',
    hold_token: 'secret-token',
  });
const current = () => useRootStore.getState().reservations.current;

let warn: jest.SpyInstance;
beforeEach(() => {
  releaseHold.mockReset();
  useRootStore.getState().clearReservation();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  useRootStore.getState().clearReservation();
  localStorage.clear();
});

describe('releaseHeldReservation (spec section 4, Home)', () => {
  it('releases the hold with its token and clears the reservation on status true', async () => {
    hold();
    releaseHold.mockResolvedValue({ status: true, message: 'Reservation removed' });
    await expect(releaseHeldReservation()).resolves.toBe('released');
    expect(releaseHold).toHaveBeenCalledWith({
      reservationUuid: 'res-uuid-1',
      holdToken: 'secret-token',
    });
    expect(current().reservation_uuid).toBeNull();
    expect(current().hold_token).toBeNull();
    expect(current().res_id).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and keeps the reservation on status false', async () => {
    hold();
    releaseHold.mockResolvedValue({ status: false, message: 'Nothing to remove' });
    await expect(releaseHeldReservation()).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not release'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Nothing to remove'));
    expect(current().reservation_uuid).toBe('res-uuid-1');
    expect(current().hold_token).toBe('secret-token');
  });

  it('warns and keeps the reservation when the call fails', async () => {
    hold();
    const error = new ApiError('http', 'Forbidden', 403);
    releaseHold.mockRejectedValue(error);
    await expect(releaseHeldReservation()).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not release'), error);
    expect(current().reservation_uuid).toBe('res-uuid-1');
  });

  it('calls nothing without a hold', async () => {
    useRootStore.getState().patchReservation({ res_id: 'rest-1', time: '19:00' });
    await expect(releaseHeldReservation()).resolves.toBe('none');
    expect(current().res_id).toBe('rest-1');
    expect(releaseHold).not.toHaveBeenCalled();
  });

  it('drops a reservation whose hold token is missing without calling the server', async () => {
    useRootStore.getState().patchReservation({ res_id: 'rest-1', reservation_uuid: 'res-uuid-1' });
    await expect(releaseHeldReservation()).resolves.toBe('released');
    expect(releaseHold).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(current()).toMatchObject({ res_id: null, reservation_uuid: null });
  });

  it('leaves a newer hold made while the release was out', async () => {
    hold();
    releaseHold.mockImplementation(async () => {
      useRootStore
        .getState()
        .patchReservation({ reservation_uuid: 'res-uuid-2', hold_token: 't2' });
      return { status: true, message: 'Reservation removed' };
    });
    await expect(releaseHeldReservation()).resolves.toBe('released');
    expect(current().reservation_uuid).toBe('res-uuid-2');
  });
});
