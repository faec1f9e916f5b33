import { readPlaces } from '../db/data-files';
import { foldWords, QueryReader } from './query-readings';

const ITALIAN = { id: 1, name: 'Italian' };
const INDIAN = { id: 2, name: 'Indian' };
const TURKISH = { id: 3, name: 'Turkish' };
const LEEDS = { name: 'Leeds', latitude: 53.79648, longitude: -1.54785 };
const NEWPORT_WALES = { name: 'Newport', latitude: 51.58774, longitude: -2.99835 };
const NEWPORT_IOW = { name: 'Newport', latitude: 50.70146, longitude: -1.29124 };
const NEWCASTLE = { name: 'Newcastle upon Tyne', latitude: 54.97328, longitude: -1.61396 };

const reader = (near: (point: { latitude: number }) => number = () => 0) =>
  new QueryReader([ITALIAN, INDIAN, TURKISH], [LEEDS, NEWPORT_WALES, NEWPORT_IOW, NEWCASTLE], near);

describe('foldWords', () => {
  it('folds case, accents, apostrophes, hyphens and spaces', () => {
    expect(foldWords("  King's   Lynn ")).toBe('kings lynn');
    expect(foldWords('Stoke-on-Trent')).toBe('stoke on trent');
    expect(foldWords('Crème Brûlée')).toBe('creme brulee');
  });
});

describe('QueryReader.read', () => {
  it('reads a cuisine by its name or a common word for it', () => {
    for (const query of ['Italian', 'italian restaurants', 'PIZZA', 'Italian food'])
      expect(reader().read(query)).toEqual([{ kind: 'cuisine', cuisine: ITALIAN }]);
    expect(reader().read('curry')).toEqual([{ kind: 'cuisine', cuisine: INDIAN }]);
    expect(reader().read('kebab')).toEqual([{ kind: 'cuisine', cuisine: TURKISH }]);
  });

  it('reads a town, and a town by its short name', () => {
    expect(reader().read('leeds')).toEqual([{ kind: 'place', place: LEEDS }]);
    expect(reader().read('in Leeds')).toEqual([{ kind: 'place', place: LEEDS }]);
    expect(reader().read('Newcastle')).toEqual([{ kind: 'place', place: NEWCASTLE }]);
  });

  it('reads a kind of food in a place, either way round', () => {
    const both = [{ kind: 'cuisine', cuisine: INDIAN, place: LEEDS }];
    expect(reader().read('curry in Leeds')).toEqual(both);
    expect(reader().read('curry near leeds')).toEqual(both);
    expect(reader().read('Leeds curry')).toEqual(both);
  });

  it('takes the place of that name with the most restaurants near it', () => {
    const nearWales = reader((point) => (point.latitude > 51 ? 30 : 2));
    expect(nearWales.read('Newport')).toEqual([{ kind: 'place', place: NEWPORT_WALES }]);
    const nearWight = reader((point) => (point.latitude > 51 ? 0 : 2));
    expect(nearWight.read('Newport')).toEqual([{ kind: 'place', place: NEWPORT_IOW }]);
  });

  it('reads an ordinary name as nothing else', () => {
    for (const query of ['Dishoom', '', '   ', 'Leeds Leeds', 'curry curry'])
      expect(reader().read(query)).toEqual([]);
  });
});

describe('the gazetteer (api/data/uk-places.csv)', () => {
  const places = readPlaces();
  it('holds the UK towns and areas a diner types', () => {
    const named = new Set(places.map((place) => place.name));
    for (const name of ['London', 'Leeds', 'Soho', 'Manchester', 'Edinburgh', 'Cardiff', 'Belfast'])
      expect(named).toContain(name);
  });

  it('holds UK places only', () => {
    const outside = places.filter(
      (p) => !(p.latitude > 49.8 && p.latitude < 60.9 && p.longitude > -8.7 && p.longitude < 1.8),
    );
    expect(outside).toEqual([]);
    expect(places.length).toBeGreaterThan(4000);
  });
});
