/**
 * @jest-environment node
 */
// The server bundle's render (build/server-entry.tsx) with this remote's pages, as the
// API runs it per request (ADR 0023).
import { render } from '../../../build/server-entry';
import { allowServerLayoutEffects } from 'shared/testing/page-data';
import { availabilityUrl } from 'shared/api/availability-url';
import { londonToday } from 'shared/format/date';
import { emptyReservation, useRootStore } from 'shared/store';

// The bundler resolves the entry's 'app:server-pages' to this remote's server-pages.tsx.
jest.mock('app:server-pages', () => jest.requireActual('./server-pages'), { virtual: true });
import {
  RESTAURANT_UUID,
  envelope,
  restaurantDetail,
} from '../features/restaurant-details/testing/restaurant-fixtures';

allowServerLayoutEffects();

const url = `/restaurant-details/${RESTAURANT_UUID}`;
const data = { [`/api/v1/user/restaurants/${RESTAURANT_UUID}`]: envelope(restaurantDetail()) };

describe('the restaurant page rendered on the server', () => {
  it('reads the restaurant from its URL and renders it from the sent answer, title first', () => {
    const html = render('restaurant-page', url, data)!;
    expect(html).toMatch(/^<title>Saigon Kitchen \| TableHop<\/title><meta name="description"/);
    expect(html).toMatch(/<h1[^>]*>Saigon Kitchen<\/h1>/);
    // Its largest image is fetched first.
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/);
    expect(html).toContain('Book a table');
  });

  it("renders today's times when the slots came with the details (ADR 0031)", () => {
    // Saturday, 21 November 2026, 10:00 in London: its 19:00 slot has not started.
    const now = new Date('2026-11-21T10:00:00Z');
    jest.useFakeTimers({ now });
    // The store's booking starts on the day it was made; here, before that day.
    useRootStore.setState((state) => ({
      reservations: { ...state.reservations, current: emptyReservation(now) },
    }));
    const slots = { restaurantUuid: RESTAURANT_UUID, ...londonToday(now), partySize: 1 };
    const evening = { start: '19:00', end: '19:30' };
    expect(render('restaurant-page', url, data)).toContain('Loading times');
    const html = render('restaurant-page', url, {
      ...data,
      [availabilityUrl(slots)]: envelope({ available_slots: [evening] }),
    })!;
    jest.useRealTimers();
    expect(html).not.toContain('Loading times');
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>7:00 PM/);
  });

  it('renders nothing when it cannot use the answer: another restaurant, another shape', () => {
    // Its loading page is not worth sending: the app would replace it at once.
    expect(render('restaurant-page', '/restaurant-details/another', data)).toBeUndefined();
    const drifted = {
      [`/api/v1/user/restaurants/${RESTAURANT_UUID}`]: { status: true, data: { name: 'x' } },
    };
    expect(render('restaurant-page', url, drifted)).toBeUndefined();
  });

  it('renders nothing for a page this remote does not render on the server', () => {
    expect(render('booking-panel', url, data)).toBeUndefined();
    expect(render('toString', url, data)).toBeUndefined();
  });
});
