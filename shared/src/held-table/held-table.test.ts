import { ApiError } from 'shared/api/errors';
import { STORAGE_KEYS } from 'shared/constants';
import { emptyReservation, useRootStore } from 'shared/store';
import { bookHeldTable, closeBooking, extendHeldTable, recordGuest, recordHoldTerms } from './book';
import { abandonHeldTable, dropReservation, partySizeOf, startOver } from './held-table';
import { holdChosenTable } from './hold';

const holdTable = jest.fn();
const extendHold = jest.fn();
const bookReservation = jest.fn();
const releaseHold = jest.fn();
const releaseHoldOnExit = jest.fn();
jest.mock('shared/api/hold-table', () => ({
  ...jest.requireActual('shared/api/hold-table'),
  holdTable: (...args: unknown[]) => holdTable(...args),
}));
jest.mock('shared/api/extend-hold', () => ({
  extendHold: (...args: unknown[]) => extendHold(...args),
}));
jest.mock('shared/api/book-reservation', () => ({
  bookReservation: (...args: unknown[]) => bookReservation(...args),
}));
jest.mock('shared/api/release-hold', () => ({
  releaseHold: (...args: unknown[]) => releaseHold(...args),
  releaseHoldOnExit: (...args: unknown[]) => releaseHoldOnExit(...args),
}));

const restaurant = { uuid: 'rest-1', name: 'Dishoom', phone: '020 7420 9320' };
const slot = { start: '19:00', end: '19:30' };
const choice = { restaurant, partySize: 4, date: '24/12/2026', day: 'thursday', slot } as const;
const answer = (data: Record<string, unknown> = {}) => ({
  status: true,
  message: 'Your table is held for 5 minutes.',
  data: {
    id: 7,
    uuid: 'h-7',
    start: '19:00',
    end: '19:30',
    date: '24/12/2026',
    number_of_people: 4,
    status: 'hold',
    expires_at: null,
    seconds_left: 300,
    hold_token: 'token-7',
    table_minutes: 90,
    extensions_left: 2,
    ...data,
  },
});
const current = () => useRootStore.getState().reservations.current;
const holding = (uuid = 'h-1', token = 'token-1') =>
  useRootStore.getState().patchReservation({
    res_id: 'rest-1',
    rest_name: 'Dishoom',
    person: 2,
    time: '18:00',
    start_time: '18:00',
    end_time: '18:30',
    reservation_id: 1,
    reservation_uuid: uuid,
    hold_token: token,
    reservation_message: 'held',
    tableMinutes: 90,
    extensionsLeft: 2,
  });
const taken = () => new ApiError('http', 'Sorry, that time has just been taken.', 409);

let warn: jest.SpyInstance;
beforeEach(() => {
  for (const call of [holdTable, extendHold, bookReservation, releaseHold, releaseHoldOnExit]) {
    call.mockReset();
  }
  releaseHold.mockResolvedValue({ status: true, message: 'Reservation removed' });
  useRootStore.getState().clearReservation({ forgetBookings: true });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  localStorage.clear();
});

describe('holdChosenTable', () => {
  it('holds the choice under the client names and makes it the current reservation', async () => {
    holdTable.mockResolvedValue(answer());
    await holdChosenTable({ ...choice, move: false });
    expect(holdTable).toHaveBeenCalledWith({
      restaurantUuid: 'rest-1',
      date: '24/12/2026',
      day: 'thursday',
      startTime: '19:00',
      endTime: '19:30',
      partySize: 4,
      move: undefined,
    });
    expect(current()).toMatchObject({
      person: 4,
      time: '19:00',
      res_id: 'rest-1',
      rest_name: 'Dishoom',
      restaurantPhone: '020 7420 9320',
      bookingHorizonDays: null,
      reservation_id: 7,
      reservation_uuid: 'h-7',
      hold_token: 'token-7',
      reservation_message: 'Your table is held for 5 minutes.',
      tableMinutes: 90,
      extensionsLeft: 2,
    });
    expect(partySizeOf(current())).toBe(4);
    expect(releaseHold).not.toHaveBeenCalled();
  });

  it('gives back the table it replaces', async () => {
    holding();
    holdTable.mockResolvedValue(answer());
    await holdChosenTable({ ...choice, move: false });
    expect(releaseHold).toHaveBeenCalledWith({ reservationUuid: 'h-1', holdToken: 'token-1' });
    expect(current().reservation_uuid).toBe('h-7');
  });

  it('moves the live hold with its token, which it keeps', async () => {
    holding();
    holdTable.mockResolvedValue(answer({ uuid: 'h-8', hold_token: undefined }));
    await holdChosenTable({ ...choice, move: true });
    expect(holdTable).toHaveBeenCalledWith(
      expect.objectContaining({ move: { reservationUuid: 'h-1', holdToken: 'token-1' } }),
    );
    expect(releaseHold).not.toHaveBeenCalled();
    expect(current()).toMatchObject({ reservation_uuid: 'h-8', hold_token: 'token-1', person: 4 });
  });

  it('leaves the store as it was when the slot was taken', async () => {
    holding();
    const before = current();
    holdTable.mockRejectedValue(taken());
    await expect(holdChosenTable({ ...choice, move: true })).rejects.toMatchObject({ status: 409 });
    expect(current()).toBe(before);
    expect(releaseHold).not.toHaveBeenCalled();
  });
});

describe('extendHeldTable', () => {
  const held = { reservationUuid: 'h-1', holdToken: 'token-1' };

  it('asks for more time for the hold and leaves the answer to the caller', async () => {
    holding();
    const before = current();
    extendHold.mockResolvedValue(answer({ extensions_left: 1 }));
    await expect(extendHeldTable(held)).resolves.toMatchObject({ data: { extensions_left: 1 } });
    expect(extendHold).toHaveBeenCalledWith(held);
    expect(current()).toBe(before);
  });

  it('records no extensions left when the server refuses another (429)', async () => {
    holding();
    extendHold.mockRejectedValue(new ApiError('http', 'Held long enough.', 429));
    await expect(extendHeldTable(held)).rejects.toMatchObject({ status: 429 });
    expect(current().extensionsLeft).toBe(0);
  });

  it('leaves the store as it was on any other failure', async () => {
    holding();
    const before = current();
    extendHold.mockRejectedValue(new ApiError('http', 'Gone', 410));
    await expect(extendHeldTable(held)).rejects.toMatchObject({ status: 410 });
    expect(current()).toBe(before);
  });
});

describe('recordHoldTerms', () => {
  it('writes a changed table time or extensions count, and nothing when they are the same', () => {
    holding();
    const before = current();
    recordHoldTerms(answer({ table_minutes: 90, extensions_left: 2 }).data);
    expect(current()).toBe(before);
    recordHoldTerms(answer({ table_minutes: 120, extensions_left: 1 }).data);
    expect(current()).toMatchObject({ tableMinutes: 120, extensionsLeft: 1 });
  });
});

describe('bookHeldTable', () => {
  const held = { reservationUuid: 'h-1', holdToken: 'token-1' };

  it('books the hold with the reservation under the client names, then records the booking', async () => {
    holding();
    recordGuest({ id: 5, first_name: 'Ada', email: 'ada@example.com' } as never);
    bookReservation.mockResolvedValue({
      ...answer({ uuid: 'h-1', table_minutes: 120 }),
      message: 'Your reservation is confirmed.',
    });
    await bookHeldTable(held, current(), { guestId: 5, auth: 'none', noted: 'By the window' });
    expect(bookReservation).toHaveBeenCalledWith({
      ...held,
      guestId: 5,
      auth: 'none',
      restaurantUuid: 'rest-1',
      date: current().date,
      day: current().day,
      startTime: '18:00',
      endTime: '18:30',
      partySize: 2,
      noted: 'By the window',
    });
    expect(localStorage.getItem(STORAGE_KEYS.reservationComplete)).toBe('completed');
    const booked = {
      reservation_uuid: 'h-1',
      hold_token: null,
      reservation_message: 'Your reservation is confirmed.',
      tableMinutes: 120,
      user_id: 5,
      user_name: 'Ada',
      user_email: 'ada@example.com',
    };
    expect(current()).toMatchObject(booked);
    expect(useRootStore.getState().reservations.made).toEqual([expect.objectContaining(booked)]);
  });

  it('leaves the store and the completed flag alone when the booking fails', async () => {
    holding();
    const before = useRootStore.getState().reservations;
    bookReservation.mockRejectedValue(new ApiError('http', 'Expired', 410));
    await expect(
      bookHeldTable(held, current(), { guestId: 5, auth: 'none', noted: '' }),
    ).rejects.toMatchObject({ status: 410 });
    expect(useRootStore.getState().reservations).toBe(before);
    expect(localStorage.getItem(STORAGE_KEYS.reservationComplete)).toBeNull();
  });
});

describe('the ways out', () => {
  it('dropReservation gives the table back and clears the reservation', () => {
    holding();
    dropReservation();
    expect(releaseHold).toHaveBeenCalledWith({ reservationUuid: 'h-1', holdToken: 'token-1' });
    expect(current()).toMatchObject(emptyReservation());
  });

  it('dropReservation clears a reservation with no hold without calling the server', () => {
    useRootStore.getState().patchReservation({ res_id: 'rest-1', person: 3 });
    dropReservation();
    expect(releaseHold).not.toHaveBeenCalled();
    expect(current().res_id).toBeNull();
  });

  it('abandonHeldTable releases with a keepalive request when the page is closing', () => {
    holding();
    abandonHeldTable({ pageIsClosing: true });
    expect(releaseHoldOnExit).toHaveBeenCalledWith({
      reservationUuid: 'h-1',
      holdToken: 'token-1',
    });
    expect(releaseHold).not.toHaveBeenCalled();
    expect(current().reservation_uuid).toBeNull();
  });

  it('abandonHeldTable keeps a booked reservation, which has no hold left', () => {
    holding();
    useRootStore.getState().recordBooking({});
    const before = current();
    abandonHeldTable();
    expect(releaseHold).not.toHaveBeenCalled();
    expect(current()).toBe(before);
  });

  it('warns when the server could not take the table back', async () => {
    holding();
    const error = new ApiError('network', 'offline');
    releaseHold.mockRejectedValue(error);
    abandonHeldTable();
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith('Checkout: could not release the held table', error);
  });

  it('startOver gives the table back and keeps the restaurant, party and day', () => {
    holding();
    const { date, day } = current();
    startOver({ reservationUuid: 'h-1', holdToken: 'token-1' });
    expect(releaseHold).toHaveBeenCalledWith({ reservationUuid: 'h-1', holdToken: 'token-1' });
    expect(current()).toMatchObject({
      res_id: 'rest-1',
      rest_name: 'Dishoom',
      person: 2,
      date,
      day,
      reservation_id: null,
      reservation_uuid: null,
      hold_token: null,
      reservation_message: null,
      time: null,
      start_time: null,
      end_time: null,
      tableMinutes: null,
      extensionsLeft: null,
    });
  });

  it('closeBooking clears the reservation and the completed flag, and the bookings if asked', () => {
    holding();
    useRootStore.getState().recordBooking({});
    localStorage.setItem(STORAGE_KEYS.reservationComplete, 'completed');
    closeBooking({ forgetBookings: false });
    expect(current().reservation_uuid).toBeNull();
    expect(useRootStore.getState().reservations.made).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.reservationComplete)).toBeNull();
    closeBooking({ forgetBookings: true });
    expect(useRootStore.getState().reservations.made).toEqual([]);
  });
});
