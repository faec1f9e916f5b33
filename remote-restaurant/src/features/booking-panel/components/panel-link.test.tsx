import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { getAvailability, type AvailabilityRequest } from 'shared/api/get-availability';
import { getNextAvailable } from 'shared/api/get-next-available';
import { emptyReservation, useRootStore } from 'shared/store';
import type { BookingPanelProps } from 'shared/federation/booking-panel-contract';
import BookingPanel from './booking-panel';

// The restaurant page opened from the standby email: ?date=…&party=…&time=… sets the panel;
// and a day with no time for the party offers the standby list.

jest.setTimeout(20_000);
jest.mock('shared/api/get-availability', () => ({
  ...jest.requireActual<object>('shared/api/get-availability'),
  getAvailability: jest.fn(),
}));
jest.mock('shared/api/get-next-available', () => ({
  ...jest.requireActual<object>('shared/api/get-next-available'),
  getNextAvailable: jest.fn(),
}));
jest.mock('shared/api/get-captcha-config', () => ({
  getCaptchaConfig: jest.fn(() => Promise.resolve({ provider: 'test', site_key: null })),
}));

const mockedAvailability = jest.mocked(getAvailability);
// Saturday, 21 November 2026, 10:00 in London.
const NOW = new Date('2026-11-21T10:00:00Z');
const RESTAURANT: BookingPanelProps['restaurant'] = {
  uuid: 'rest-uuid-1',
  name: 'Dishoom Covent Garden',
  openingSlots: {
    saturday: [
      { slot_start: '18:00', slot_end: '18:30' },
      { slot_start: '18:30', slot_end: '19:00' },
    ],
  },
};

function serve(byDate: Record<string, string[]>) {
  mockedAvailability.mockImplementation(({ date }: AvailabilityRequest) =>
    Promise.resolve({
      status: true,
      message: 'ok',
      data: {
        available_slots: (byDate[date] ?? []).map((start) => ({
          start,
          end: `${start.slice(0, 3)}30`,
        })),
      },
    }),
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/restaurant-details/:restaurantId"
          element={<BookingPanel restaurant={RESTAURANT} />}
        />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  mockedAvailability.mockReset();
  jest.mocked(getNextAvailable).mockResolvedValue({ status: true, message: 'ok', data: [] });
  useRootStore.setState({ reservations: { current: emptyReservation(NOW), made: [] } });
});

afterEach(() => jest.useRealTimers());

it('starts from the date, party and time in the link', async () => {
  serve({ '05/12/2026': ['19:00', '20:00'] });
  renderAt('/restaurant-details/rest-uuid-1?date=2026-12-05&party=4&time=20:00');
  expect(screen.getByRole('button', { name: 'Person 4 people' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Date 05/12/2026' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Time 8:00 PM' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Reserve now$/ })).toBeEnabled();
  expect(mockedAvailability).toHaveBeenCalledWith(
    { restaurantUuid: 'rest-uuid-1', date: '05/12/2026', day: 'saturday', partySize: 4 },
    expect.any(AbortSignal),
  );
});

it('ignores a link it cannot read', async () => {
  serve({ '21/11/2026': ['18:00'] });
  renderAt('/restaurant-details/rest-uuid-1?date=2026-02-31&party=99&time=8pm');
  expect(screen.getByRole('button', { name: 'Person 1 person' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Date Today' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '6:00 PM to 6:30 PM' })).toBeInTheDocument();
});

it('a full day offers the standby list', async () => {
  serve({ '21/11/2026': [] });
  renderAt('/restaurant-details/rest-uuid-1');
  expect(await screen.findByRole('button', { name: 'Join the standby list' })).toBeInTheDocument();
});

it('a day with times does not', async () => {
  serve({ '21/11/2026': ['18:00'] });
  renderAt('/restaurant-details/rest-uuid-1');
  expect(await screen.findByRole('button', { name: '6:00 PM to 6:30 PM' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Join the standby list' })).not.toBeInTheDocument();
});
