import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelReservation, keepReservation } from 'shared/api/cancel-reservation';
import { changeReservation, getChangeTimes } from 'shared/api/change-reservation';
import { ApiError } from 'shared/api/errors';
import { getLinkedReservation, type UserReservation } from 'shared/api/user-reservations';
import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import BookingPage from './booking-page';

jest.mock('shared/api/user-reservations', () => ({
  ...jest.requireActual<object>('shared/api/user-reservations'),
  getLinkedReservation: jest.fn(),
}));
jest.mock('shared/api/change-reservation', () => ({
  changeReservation: jest.fn(),
  getChangeTimes: jest.fn(),
}));
jest.mock('shared/api/cancel-reservation', () => ({
  cancelReservation: jest.fn(),
  keepReservation: jest.fn(),
}));

const load = jest.mocked(getLinkedReservation);
const cancel = jest.mocked(cancelReservation);
const keep = jest.mocked(keepReservation);

const UUID = '0b6c2f4e-8d1a-4c55-9e0b-3f1d2a7c9b10';
const BOOKING: UserReservation = {
  id: 7,
  uuid: UUID,
  status: 'pending',
  day: 'saturday',
  reservation_date: '05/12/2026',
  reservation_time: '19:00:00',
  end_time: '19:30',
  number_of_people: 4,
  noted: 'Window seat',
  created_at: '2026-11-27T10:00:00.000Z',
  table_minutes: 120,
  restaurant: { uuid: 'rest-1', name: 'The Holding Table', avatar: null, address: '1 High St' },
};

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/my-booking/:reservationId" element={<BookingPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('BookingPage (the confirmation email’s link)', () => {
  it('shows the booking its key opens and cancels it without signing in', async () => {
    load.mockResolvedValue({ status: true, message: 'ok', data: BOOKING });
    cancel.mockResolvedValue({ status: true, message: 'Your reservation has been cancelled.' });
    const user = userEvent.setup();
    renderAt(`/my-booking/${UUID}?key=signed-key`);
    const card = await screen.findByRole('article', { name: 'The Holding Table' });
    expect(load).toHaveBeenCalledWith(UUID, 'signed-key', expect.any(AbortSignal));
    expect(within(card).getByText('4 people')).toBeInTheDocument();
    expect(within(card).getByText('Window seat')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel reservation' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel reservation' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(cancel).toHaveBeenCalledWith(UUID, 'signed-key');
    expect(
      await screen.findByText(/Your reservation at The Holding Table on .* has been cancelled\./),
    ).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
  });

  it('says plainly when the link opens nothing, and points to sign-in', async () => {
    const message =
      'This booking link is not valid. Check that you copied the whole link, or sign in to see your bookings.';
    load.mockRejectedValue(new ApiError('http', message, 404));
    renderAt(`/my-booking/${UUID}?key=wrong`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Try again when the booking could not be loaded', async () => {
    load
      .mockRejectedValueOnce(new ApiError('network', 'The server could not be reached.'))
      .mockResolvedValueOnce({ status: true, message: 'ok', data: BOOKING });
    const user = userEvent.setup();
    renderAt(`/my-booking/${UUID}?key=signed-key`);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'The Holding Table' })).toBeInTheDocument();
  });

  describe("a reminder's one-tap answers", () => {
    beforeEach(() => jest.clearAllMocks());

    it('keeps the booking as the page opens, once, and says so', async () => {
      load.mockResolvedValue({ status: true, message: 'ok', data: BOOKING });
      keep.mockResolvedValue({ status: true, message: 'See you there: your booking is kept.' });
      renderAt(`/my-booking/${UUID}?key=signed-key&reply=keep`);
      expect(
        await screen.findByText(
          /Thank you: your table at The Holding Table on .* is kept\. See you there\./,
        ),
      ).toHaveAttribute('role', 'status');
      expect(keep).toHaveBeenCalledTimes(1);
      expect(keep).toHaveBeenCalledWith(UUID, 'signed-key');
      expect(cancel).not.toHaveBeenCalled();
    });

    it('says why when the booking can no longer be kept', async () => {
      load.mockResolvedValue({ status: true, message: 'ok', data: BOOKING });
      keep.mockRejectedValue(new ApiError('http', 'This reservation has already started.', 409));
      renderAt(`/my-booking/${UUID}?key=signed-key&reply=keep`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This reservation has already started.',
      );
    });

    it('does not keep a cancelled booking', async () => {
      load.mockResolvedValue({
        status: true,
        message: 'ok',
        data: { ...BOOKING, status: 'cancelled' },
      });
      renderAt(`/my-booking/${UUID}?key=signed-key&reply=keep`);
      await screen.findByRole('article', { name: 'The Holding Table' });
      expect(keep).not.toHaveBeenCalled();
      expect(screen.queryByText(/is kept/)).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('This booking is already cancelled.');
    });

    it('says a booking is already cancelled when its cancel link is opened again', async () => {
      load.mockResolvedValue({
        status: true,
        message: 'ok',
        data: { ...BOOKING, status: 'cancelled' },
      });
      renderAt(`/my-booking/${UUID}?key=signed-key&reply=cancel`);
      expect(await screen.findByText('This booking is already cancelled.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(cancel).not.toHaveBeenCalled();
    });

    it('opens the cancel question, and only its button cancels', async () => {
      load.mockResolvedValue({ status: true, message: 'ok', data: BOOKING });
      cancel.mockResolvedValue({ status: true, message: 'Your reservation has been cancelled.' });
      const user = userEvent.setup();
      renderAt(`/my-booking/${UUID}?key=signed-key&reply=cancel`);
      const dialog = await screen.findByRole('dialog', { name: 'Cancel reservation' });
      expect(cancel).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
      expect(cancel).toHaveBeenCalledWith(UUID, 'signed-key');
      // Cancelled on this visit: the page says so once, not that it already was.
      expect(await screen.findByText(/has been cancelled\./)).toBeInTheDocument();
      expect(screen.queryByText('This booking is already cancelled.')).toBeNull();
    });
  });
  it("changes the booking with the link's key, without signing in", async () => {
    load.mockResolvedValue({ status: true, message: 'ok', data: BOOKING });
    jest.mocked(getChangeTimes).mockResolvedValue({ times: ['19:00', '21:00'], callToBook: null });
    jest.mocked(changeReservation).mockResolvedValue({
      message: 'Your reservation has been changed. We have emailed you the new details.',
      reservation: { ...BOOKING, reservation_time: '21:00:00', end_time: '21:30' },
    });
    const user = userEvent.setup();
    renderAt(`/my-booking/${UUID}?key=signed-key`);
    const card = await screen.findByRole('article', { name: 'The Holding Table' });
    await user.click(within(card).getByRole('button', { name: 'Change reservation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change reservation' }));
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Time' }), '9:00 PM');
    expect(getChangeTimes).toHaveBeenCalledWith(
      UUID,
      { date: '05/12/2026', partySize: 4 },
      'signed-key',
      expect.any(AbortSignal),
    );
    await user.click(dialog.getByRole('button', { name: 'Confirm change' }));
    expect(changeReservation).toHaveBeenCalledWith(
      UUID,
      { date: '05/12/2026', startTime: '21:00', partySize: 4 },
      'signed-key',
    );
    expect(
      await screen.findByText(/is now on .*, 9:00 PM – 9:30 PM, for 4 people\./),
    ).toHaveFocus();
    expect(within(card).getByText('9:00 PM – 9:30 PM')).toBeInTheDocument();
  });
});
