import { jsonLdBlocks } from '../test/json-ld';
import {
  jsonLdScript,
  londonIsoTime,
  type RestaurantFacts,
  reservationJsonLd,
  restaurantJsonLd,
} from './structured-data';

const PUBLIC = 'https://tablehop.co.uk';

const restaurant: RestaurantFacts = {
  uuid: '0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11',
  name: 'Sichuan Lantern',
  address: '12 High Street, Leeds LS1 4AP',
  post_code: 'LS1 4AP',
  latitude: 53.797,
  longitude: -1.544,
  phone: '0113 496 0000',
  category: 'Chinese',
  price_level: 3,
  online_booking: true,
  rating: 4.26,
  review_count: 7,
  avatar: 'images/restaurants/x.jpg',
  aval_slots: {
    // Out of order, back to back: one lunch and one dinner.
    monday: [
      { slot_start: '17:30', slot_end: '18:00' },
      { slot_start: '12:00', slot_end: '12:30' },
      { slot_start: '12:30', slot_end: '13:00' },
      { slot_start: '18:00', slot_end: '18:30' },
    ],
    saturday: [
      { slot_start: '23:00', slot_end: '23:30' },
      { slot_start: '23:30', slot_end: '00:00' },
    ],
  },
};

describe('restaurantJsonLd', () => {
  it('describes the restaurant with the schema.org fields and types', () => {
    const [block] = jsonLdBlocks(`<head>${jsonLdScript(restaurantJsonLd(restaurant, PUBLIC))}`);
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': `${PUBLIC}/restaurant-details/${restaurant.uuid}`,
      url: `${PUBLIC}/restaurant-details/${restaurant.uuid}`,
      name: 'Sichuan Lantern',
      image: `${PUBLIC}/api/v1/images/restaurants/x.jpg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 High Street, Leeds LS1 4AP',
        postalCode: 'LS1 4AP',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 53.797, longitude: -1.544 },
      telephone: '0113 496 0000',
      servesCuisine: 'Chinese',
      priceRange: '£££',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '12:00',
          closes: '13:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '17:30',
          closes: '18:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '23:00',
          closes: '00:00',
        },
      ],
      acceptsReservations: `${PUBLIC}/restaurant-details/${restaurant.uuid}`,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 7,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leaves out the rating without reviews, and what the restaurant has not given', () => {
    const block = restaurantJsonLd(
      {
        ...restaurant,
        review_count: 0,
        rating: 0,
        phone: null,
        address: null,
        post_code: null,
        avatar: null,
        online_booking: false,
      },
      PUBLIC,
    );
    expect(block).not.toHaveProperty('aggregateRating');
    expect(block).not.toHaveProperty('telephone');
    expect(block).not.toHaveProperty('address');
    expect(block).not.toHaveProperty('image');
    // Bookings by phone are still reservations.
    expect(block.acceptsReservations).toBe(true);
  });

  it('cannot be ended early by a name holding </script> or <!--', () => {
    const name = '</script><script>alert(1)</script><!-- Lantern';
    const html = `<html><head>${jsonLdScript(restaurantJsonLd({ ...restaurant, name }, PUBLIC))}</head><body><p>after</p></body></html>`;
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ name });
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('londonIsoTime', () => {
  it("writes London's clock with its offset, either side of both clock changes", () => {
    expect(londonIsoTime(new Date('2026-07-01T18:30:00Z'))).toBe('2026-07-01T19:30:00+01:00');
    expect(londonIsoTime(new Date('2026-12-05T17:00:00Z'))).toBe('2026-12-05T17:00:00+00:00');
    // 29 March 2026: 00:59 GMT, then 02:00 BST.
    expect(londonIsoTime(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T00:59:00+00:00');
    expect(londonIsoTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00:00+01:00');
    // 25 October 2026: 01:30 happens twice, the offset tells them apart.
    expect(londonIsoTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T01:30:00+01:00');
    expect(londonIsoTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T01:30:00+00:00');
  });
});

describe('reservationJsonLd', () => {
  const facts = {
    reservationUuid: '0b6c2f4e-8d1a-4c55-9e0b-3f1d2a7c9b10',
    status: 'confirmed' as const,
    dinerName: 'Ada',
    restaurantName: 'The Crown',
    restaurantAddress: '1 High Street, York YO1 7HH',
    start: new Date('2026-07-01T18:30:00Z'),
    party: 2,
    modifyUrl: `${PUBLIC}/my-booking/x?key=k`,
    cancelUrl: `${PUBLIC}/my-booking/x?key=k&reply=cancel`,
  };

  it("is Gmail's FoodEstablishmentReservation", () => {
    expect(reservationJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: facts.reservationUuid,
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: { '@type': 'Person', name: 'Ada' },
      reservationFor: {
        '@type': 'FoodEstablishment',
        name: 'The Crown',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 High Street, York YO1 7HH',
          addressCountry: 'GB',
        },
      },
      startTime: '2026-07-01T19:30:00+01:00',
      partySize: 2,
      modifyReservationUrl: facts.modifyUrl,
      cancelReservationUrl: facts.cancelUrl,
    });
  });

  it('says cancelled for a cancellation, with no links to act on', () => {
    const block = reservationJsonLd({
      ...facts,
      status: 'cancelled',
      modifyUrl: undefined,
      cancelUrl: undefined,
    });
    expect(block.reservationStatus).toBe('https://schema.org/ReservationCancelled');
    expect(block).not.toHaveProperty('cancelReservationUrl');
  });
});
