import { parsePostcode } from './postcode';

describe('parsePostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA', 'SW1A', 'SW1A 1'],
    ['sw1a1aa', 'SW1A 1AA', 'SW1A', 'SW1A 1'],
    ['  m1   1ae ', 'M1 1AE', 'M1', 'M1 1'],
    ['B338TH', 'B33 8TH', 'B33', 'B33 8'],
    ['EC1A 1BB', 'EC1A 1BB', 'EC1A', 'EC1A 1'],
  ])('reads the full postcode %p', (input, normalised, district, sector) => {
    expect(parsePostcode(input)).toEqual({ normalised, district, sector });
  });

  it.each([
    ['LS1', 'LS1'],
    ['sw1a', 'SW1A'],
    ['m1', 'M1'],
  ])('reads the outward code %p', (input, district) => {
    expect(parsePostcode(input)).toEqual({ normalised: district, district, sector: null });
  });

  it.each(['', 'Dishoom', '12345', 'SW1A 1A', 'QQ QQQ'])('rejects %p', (input) => {
    expect(parsePostcode(input)).toBeNull();
  });
});
