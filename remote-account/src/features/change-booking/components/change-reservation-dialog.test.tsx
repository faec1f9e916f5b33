import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeReservation, getChangeTimes } from 'shared/api/change-reservation';
import { ApiError } from 'shared/api/errors';
import { reservation } from '../../profile/testing/profile-fixtures';
import { ChangeReservationDialog } from './change-reservation-dialog';

jest.mock('shared/api/change-reservation', () => ({
  changeReservation: jest.fn(),
  getChangeTimes: jest.fn(),
}));

const times = jest.mocked(getChangeTimes);
const change = jest.mocked(changeReservation);
const BOOKING = reservation();
const NOT_FREE =
  'Sorry, that time is not free for your party. Your booking has not changed: please choose another time.';

function renderDialog(linkKey?: string) {
  const onChanged = jest.fn();
  const onClose = jest.fn();
  render(
    <ChangeReservationDialog
      reservation={BOOKING}
      linkKey={linkKey}
      onChanged={onChanged}
      onClose={onClose}
      now={new Date('2026-11-20T12:00:00Z')}
    />,
  );
  return { onChanged, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Change reservation' });

beforeEach(() => {
  times.mockReset();
  change.mockReset();
  times.mockResolvedValue({ times: ['12:00', '19:00', '20:30'], callToBook: null });
});

describe('ChangeReservationDialog', () => {
  it("opens on the booking's date, party and time, with the times the API offers", async () => {
    renderDialog();
    const form = within(dialog());
    expect(form.getByLabelText('Date')).toHaveValue('2026-11-24');
    expect(form.getByLabelText('Date')).toHaveAttribute('min', '2026-11-20');
    expect(form.getByRole('combobox', { name: 'Party size' })).toHaveDisplayValue('2 people');
    const time = await form.findByRole('combobox', { name: 'Time' });
    expect(time).toHaveDisplayValue('7:00 PM');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time', '12:00 PM', '7:00 PM', '8:30 PM']);
    expect(times).toHaveBeenCalledWith(
      'res-uuid-1',
      { date: '24/11/2026', partySize: 2 },
      undefined,
      expect.any(AbortSignal),
    );
  });

  it('asks for the times again for a new party, and sends the new time and party', async () => {
    const changed = reservation({ reservation_time: '20:30:00', number_of_people: 4 });
    change.mockResolvedValue({
      message: 'Your reservation has been changed.',
      reservation: changed,
    });
    const { user, onChanged } = renderDialog();
    const form = within(dialog());
    await form.findByRole('combobox', { name: 'Time' });
    await user.selectOptions(form.getByRole('combobox', { name: 'Party size' }), '4 people');
    await waitFor(() =>
      expect(times).toHaveBeenLastCalledWith(
        'res-uuid-1',
        { date: '24/11/2026', partySize: 4 },
        undefined,
        expect.any(AbortSignal),
      ),
    );
    await user.selectOptions(await form.findByRole('combobox', { name: 'Time' }), '8:30 PM');
    await user.click(form.getByRole('button', { name: 'Confirm change' }));
    expect(change).toHaveBeenCalledWith(
      'res-uuid-1',
      { date: '24/11/2026', startTime: '20:30', partySize: 4 },
      undefined,
    );
    expect(onChanged).toHaveBeenCalledWith(changed);
  });

  it('keeps the dialog open with the reason when the API refuses, and asks for the times again', async () => {
    change.mockRejectedValue(new ApiError('http', NOT_FREE, 409));
    const { user, onChanged } = renderDialog('signed-key');
    const form = within(dialog());
    await user.selectOptions(await form.findByRole('combobox', { name: 'Time' }), '12:00 PM');
    const asked = times.mock.calls.length;
    await user.click(form.getByRole('button', { name: 'Confirm change' }));
    expect(change).toHaveBeenCalledWith(
      'res-uuid-1',
      { date: '24/11/2026', startTime: '12:00', partySize: 2 },
      'signed-key',
    );
    expect(await form.findByRole('alert')).toHaveTextContent(NOT_FREE);
    expect(form.getByRole('alert')).toHaveFocus();
    expect(onChanged).not.toHaveBeenCalled();
    await waitFor(() => expect(times.mock.calls.length).toBeGreaterThan(asked));
  });

  it('says when no time is free, or the party must call, and sends nothing without a time', async () => {
    times.mockResolvedValue({ times: [], callToBook: null });
    const { user } = renderDialog();
    const form = within(dialog());
    expect(await form.findByText('No available slots')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Confirm change' }));
    expect(form.getByRole('alert')).toHaveTextContent('Choose a time.');
    expect(change).not.toHaveBeenCalled();

    const call =
      'Online bookings here are for up to 6 people. For a party of 7, please call the restaurant.';
    times.mockResolvedValue({ times: [], callToBook: call });
    await user.selectOptions(form.getByRole('combobox', { name: 'Party size' }), '7 people');
    expect(await form.findByText(call)).toBeInTheDocument();
  });

  it('asks for times on the new date, and for none while the date is cleared', async () => {
    renderDialog();
    const form = within(dialog());
    await form.findByRole('combobox', { name: 'Time' });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-11-28' } });
    await waitFor(() =>
      expect(times).toHaveBeenLastCalledWith(
        'res-uuid-1',
        { date: '28/11/2026', partySize: 2 },
        undefined,
        expect.any(AbortSignal),
      ),
    );
    const asked = times.mock.calls.length;
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '' } });
    expect(await form.findByText('Choose a date to see the times.')).toBeInTheDocument();
    expect(times).toHaveBeenCalledTimes(asked);
  });

  it('closes on Keep as it is without changing anything', async () => {
    const { user, onClose } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Keep as it is' }));
    expect(onClose).toHaveBeenCalled();
    expect(change).not.toHaveBeenCalled();
  });
});
