import type {
  RestaurantCard,
  SearchFilters,
  SearchRow,
} from '../repositories/restaurant-repository';
import { haversineKm, RestaurantIndex } from './restaurant-index';

let nextId = 0;
function row(
  name: string,
  at: [number, number],
  extra: Partial<RestaurantCard> & { cuisineId?: number; ratingAvg?: number } = {},
): SearchRow {
  nextId += 1;
  const { cuisineId = 1, ratingAvg = 4, ...card } = extra;
  return {
    cuisineId,
    ratingAvg,
    card: {
      id: nextId,
      uuid: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
      name,
      avatar: null,
      address: null,
      post_code: null,
      latitude: at[0],
      longitude: at[1],
      description: null,
      category: 'Italian',
      category_list: { name: 'Italian' },
      label_tags: [],
      rating: ratingAvg,
      review_count: 5,
      price_level: 2,
      online_booking: true,
      ...card,
    },
  };
}

const LONDON: [number, number] = [51.5072, -0.1276];
const centroids = {
  sectors: new Map(),
  districts: new Map([['W1', { latitude: LONDON[0], longitude: LONDON[1] }]]),
};
const filters: SearchFilters = { sort: 'relevance', page: 1, perPage: 10 };

describe('RestaurantIndex.byName', () => {
  const index = new RestaurantIndex(
    [
      row('Pasta Pasta', LONDON),
      row('Pasta', LONDON),
      row('Antipasta Bar', LONDON),
      row('Noodle  House', LONDON, { online_booking: false }),
      row('Pasta Bar', LONDON, { cuisineId: 2 }),
    ],
    centroids,
    'f',
  );
  const names = (q: string, f = filters) => index.byName(q, f)?.data.map((c) => c.name);

  it('ranks exact > prefix > contains, and counts a name once even when it matches twice', () => {
    expect(names('PASTA')).toEqual(['Pasta', 'Pasta Bar', 'Pasta Pasta', 'Antipasta Bar']);
  });

  it('never matches across two names and folds whitespace', () => {
    expect(index.byName('bar\nnoodle', filters)).toBeNull();
    expect(index.byName('pasta noodle', filters)).toBeNull();
    expect(names('noodle   house')).toEqual(['Noodle  House']);
  });

  it('applies the filters', () => {
    expect(names('pasta', { ...filters, cuisineIds: [2] })).toEqual(['Pasta Bar']);
    expect(index.byName('noodle', { ...filters, onlineBooking: true })).toBeNull();
  });

  it('returns null when nothing contains the query, so the database can look for similar names', () => {
    expect(index.byName('sushi', filters)).toBeNull();
  });
});

describe('RestaurantIndex.cuisineIds', () => {
  it("holds every cuisine it is given, one without restaurants too, else the rows' own", () => {
    const rows = [row('A', LONDON)];
    expect([...new RestaurantIndex(rows, centroids, 'f').cuisineIds]).toEqual([rows[0]!.cuisineId]);
    const given = new RestaurantIndex(rows, centroids, 'f', {
      memo: true,
      cuisines: [
        { id: rows[0]!.cuisineId, name: 'Italian' },
        { id: 999, name: 'Korean' },
      ],
    });
    expect(given.cuisineIds.has(999)).toBe(true);
  });
});

describe('RestaurantIndex.near', () => {
  it('orders by distance with the great-circle distance on each card, within 10 km', () => {
    const rows = [0.5, 3, 9.5, 10.5, 20].map((km) =>
      row(`${km} km`, [LONDON[0] + km / 111.195, LONDON[1]]),
    );
    const index = new RestaurantIndex(rows, centroids, 'f');
    const page = index.near({ latitude: LONDON[0], longitude: LONDON[1] }, filters);
    expect(page.data.map((c) => c.name)).toEqual(['0.5 km', '3 km', '9.5 km']);
    for (const card of page.data) {
      expect(card.distance_km).toBeCloseTo(
        haversineKm({ latitude: LONDON[0], longitude: LONDON[1] }, card),
        2,
      );
    }
  });

  it('agrees with the great circle on which restaurants are inside 10 km, east-west too', () => {
    const rows = Array.from({ length: 200 }, (_, i) => {
      const angle = (i / 200) * 2 * Math.PI;
      const km = 9.9 + (i % 3) * 0.1; // 9.9, 10.0, 10.1
      const lat = LONDON[0] + (km * Math.sin(angle)) / 111.195;
      const lon =
        LONDON[1] + (km * Math.cos(angle)) / (111.195 * Math.cos((LONDON[0] * Math.PI) / 180));
      return row(`r${i}`, [lat, lon]);
    });
    const index = new RestaurantIndex(rows, centroids, 'f');
    const point = { latitude: LONDON[0], longitude: LONDON[1] };
    const inside = index
      .near(point, { ...filters, perPage: 200 })
      .data.map((c) => c.name)
      .sort();
    // Within 10 cm of the boundary either answer is right; beyond that they must agree.
    const surelyIn = rows
      .filter((r) => haversineKm(point, r.card) <= 9.9999)
      .map((r) => r.card.name);
    const surelyOut = rows
      .filter((r) => haversineKm(point, r.card) > 10.0001)
      .map((r) => r.card.name);
    expect(inside.length).toBeGreaterThan(100);
    expect(surelyIn.filter((n) => !inside.includes(n))).toEqual([]);
    expect(inside.filter((n) => surelyOut.includes(n))).toEqual([]);
  });
});

describe('RestaurantIndex.near, nobody within 10 km', () => {
  it('gives the same nearest page as measuring every restaurant, from anywhere in the UK', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    // Clustered like the seed: a few towns, many rows each, far apart.
    const towns: [number, number][] = [
      [51.5, -0.12],
      [53.48, -2.24],
      [55.95, -3.19],
      [50.37, -4.14],
      [54.6, -5.93],
    ];
    const rows = Array.from({ length: 400 }, (_, i) => {
      const [tLat, tLon] = towns[i % towns.length]!;
      return row(`r${i}`, [tLat + (random() - 0.5) * 0.2, tLon + (random() - 0.5) * 0.3], {
        cuisineId: (i % 3) + 1,
      });
    });
    const index = new RestaurantIndex(rows, centroids, 'f');
    for (let n = 0; n < 40; n++) {
      const point = { latitude: 50 + random() * 8.5, longitude: -7 + random() * 8.5 };
      const f: SearchFilters = { ...filters, cuisineIds: n % 2 ? [2] : undefined };
      const page = index.near(point, f);
      if ((page.data[0]?.distance_km ?? 0) <= 10) continue;
      const expected = rows
        .filter((r) => !f.cuisineIds || f.cuisineIds.includes(r.cuisineId))
        .map((r) => ({ id: r.card.id, d: haversineKm(point, r.card) }))
        .sort((a, b) => a.d - b.d || a.id - b.id)
        .slice(0, 10)
        .map((r) => r.id);
      expect(page.data.map((c) => c.id)).toEqual(expected);
    }
  });
});
