// schema.org JSON-LD for search engines and mail clients (ADR 0056): a restaurant's page
// carries `Restaurant`, a booking's emails `FoodEstablishmentReservation` (Gmail's markup).
import { WEEKDAYS } from 'shared/constants';
import { londonWallClock } from 'shared/format/date';
import { openingServices } from 'shared/format/opening-services';

const CONTEXT = 'https://schema.org';

/** The restaurant as its page's data call answers it (GET /user/restaurants/:uuid). */
export interface RestaurantFacts {
  uuid: string;
  name: string;
  address: string | null;
  post_code: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  category: string;
  price_level: number;
  online_booking: boolean;
  rating: number;
  review_count: number;
  avatar?: string | null;
  aval_slots: Partial<Record<string, { slot_start: string; slot_end: string }[]>>;
}

/** JSON text inside a <script> element: no `</script>` or `<!--` in it can end or change it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The element a page or an email carries its JSON-LD in. */
export const jsonLdScript = (value: unknown) =>
  `<script type="application/ld+json">${scriptJson(value)}</script>`;

const postalAddress = (address: string | null, postCode: string | null) =>
  address === null && postCode === null
    ? undefined
    : {
        '@type': 'PostalAddress',
        // Stored as one line ('12 High Street, Leeds LS1 4AP'): kept whole rather than guessed apart.
        ...(address === null ? {} : { streetAddress: address }),
        ...(postCode === null ? {} : { postalCode: postCode }),
        addressCountry: 'GB',
      };

/** schema.org's day URL for a lowercase weekday: 'monday' -> https://schema.org/Monday. */
const dayOfWeek = (day: string) => `${CONTEXT}/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** The restaurant page's `Restaurant`, from the answer the page is rendered with. */
export function restaurantJsonLd(restaurant: RestaurantFacts, publicUrl: string) {
  const page = `${publicUrl}/restaurant-details/${restaurant.uuid}`;
  const address = postalAddress(restaurant.address, restaurant.post_code);
  const level = Math.min(5, Math.max(1, Math.round(restaurant.price_level)));
  return {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    '@id': page,
    url: page,
    name: restaurant.name,
    ...(restaurant.avatar ? { image: `${publicUrl}/api/v1/${restaurant.avatar}` } : {}),
    ...(address ? { address } : {}),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
    },
    ...(restaurant.phone ? { telephone: restaurant.phone } : {}),
    servesCuisine: restaurant.category,
    // The site's price band, as the result cards draw it (1-5 pounds signs).
    priceRange: '£'.repeat(level),
    openingHoursSpecification: WEEKDAYS.flatMap((day) =>
      // Each service as the page lists it: back-to-back slots are one.
      openingServices(restaurant.aval_slots[day]).map(({ from, to }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: dayOfWeek(day),
        opens: from,
        closes: to,
      })),
    ),
    // Booked here online; a restaurant that takes bookings by phone only still takes them.
    acceptsReservations: restaurant.online_booking ? page : true,
    ...(restaurant.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(restaurant.rating * 10) / 10,
            reviewCount: restaurant.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Whether a page's data answer is a restaurant this module can describe. */
export function isRestaurantFacts(value: unknown): value is RestaurantFacts {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.uuid === 'string' &&
    typeof r.name === 'string' &&
    typeof r.latitude === 'number' &&
    typeof r.longitude === 'number' &&
    typeof r.price_level === 'number' &&
    typeof r.review_count === 'number' &&
    typeof r.aval_slots === 'object' &&
    r.aval_slots !== null
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 on London's clock with its offset: 2026-07-05T19:30:00+01:00. */
export function londonIsoTime(instant: Date): string {
  const wall = londonWallClock(instant);
  const offsetMinutes = Math.round((wall.getTime() - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

export interface ReservationFacts {
  reservationUuid: string;
  status: 'confirmed' | 'cancelled';
  /** The diner's name only: an email address in the markup is personal data it does not need. */
  dinerName: string;
  restaurantName: string;
  restaurantAddress: string | null;
  restaurantPostCode?: string | null;
  start: Date;
  party: number;
  /** The signed booking page (ADR 0042), and its cancel answer (ADR 0052). */
  modifyUrl?: string;
  cancelUrl?: string;
}

/** A booking email's `FoodEstablishmentReservation` (developers.google.com/gmail/markup). */
export function reservationJsonLd(booking: ReservationFacts) {
  const address = postalAddress(booking.restaurantAddress, booking.restaurantPostCode ?? null);
  return {
    '@context': CONTEXT,
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: booking.reservationUuid,
    reservationStatus:
      booking.status === 'confirmed'
        ? `${CONTEXT}/ReservationConfirmed`
        : `${CONTEXT}/ReservationCancelled`,
    underName: { '@type': 'Person', name: booking.dinerName },
    reservationFor: {
      '@type': 'FoodEstablishment',
      name: booking.restaurantName,
      ...(address ? { address } : {}),
    },
    startTime: londonIsoTime(booking.start),
    partySize: booking.party,
    ...(booking.modifyUrl ? { modifyReservationUrl: booking.modifyUrl } : {}),
    ...(booking.cancelUrl ? { cancelReservationUrl: booking.cancelUrl } : {}),
  };
}
