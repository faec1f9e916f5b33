import { act, renderHook } from '@testing-library/react';
import { cancelReservation } from 'shared/api/cancel-reservation';
import { ApiError } from 'shared/api/errors';
import { useCancelReservation } from './use-cancel-reservation';

jest.mock('shared/api/cancel-reservation', () => ({ cancelReservation: jest.fn() }));

const cancel = jest.mocked(cancelReservation);

beforeEach(() => cancel.mockReset());

describe('useCancelReservation', () => {
  it('sends one call when asked twice before the first answers', async () => {
    cancel.mockResolvedValue({ status: true, message: 'Your reservation has been cancelled.' });
    const { result } = renderHook(() => useCancelReservation());
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([
        result.current.cancel('res-uuid-1'),
        result.current.cancel('res-uuid-1'),
      ]);
    });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith('res-uuid-1', undefined);
    expect(outcomes).toEqual([{ status: 'cancelled' }, { status: 'busy' }]);
    expect(result.current.pending).toBe(false);
  });

  it('reads 409 and 404 as final, other failures as worth a retry, 401 as signed out', async () => {
    const { result } = renderHook(() => useCancelReservation());
    const started = 'This reservation has already started and can no longer be cancelled.';
    const cases: [ApiError, unknown][] = [
      [new ApiError('http', started, 409), { status: 'refused', message: started, final: true }],
      [
        new ApiError('http', 'Reservation not found', 404),
        { status: 'refused', message: 'Reservation not found', final: true },
      ],
      [
        new ApiError('network', 'We could not reach TableHop.'),
        { status: 'refused', message: 'We could not reach TableHop.', final: false },
      ],
      [new ApiError('http', 'Please sign in to continue.', 401), { status: 'expired' }],
    ];
    for (const [error, expected] of cases) {
      cancel.mockRejectedValueOnce(error);
      let outcome: unknown;
      await act(async () => {
        outcome = await result.current.cancel('res-uuid-1');
      });
      expect(outcome).toEqual(expected);
    }
  });
});
