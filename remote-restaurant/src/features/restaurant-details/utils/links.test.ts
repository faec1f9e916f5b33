import { formatPrice, mapsHref, menuFileKind, websiteHref } from './links';

describe('formatPrice', () => {
  it.each([
    ['12.50', '£12.50'],
    ['12', '£12.00'],
    ['0.5', '£0.50'],
    [7, '£7.00'],
    ['1250', '£1,250.00'],
  ])('%p -> %p', (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });

  it('matches en-GB currency formatting for pounds and pence, large and negative', () => {
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const values = [0, 0.01, 0.1, 0.99, 1, 9.5, 99.99, 999, 1000, 12_345.67, 1_000_000, -3, -0.5];
    for (let pence = 0; pence < 200_000; pence += 37) values.push(pence / 100);
    for (const value of values) expect(formatPrice(value)).toBe(gbp.format(value));
  });

  it('shows a price that is not a number as it came', () => {
    expect(formatPrice('Market price')).toBe('Market price');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('Infinity')).toBe('Infinity');
  });
});

describe('links', () => {
  it('websiteHref adds https:// to a bare domain only', () => {
    expect(websiteHref('www.example.co.uk')).toBe('https://www.example.co.uk');
    expect(websiteHref('http://example.co.uk')).toBe('http://example.co.uk');
    expect(websiteHref('HTTPS://example.co.uk')).toBe('HTTPS://example.co.uk');
  });

  it('mapsHref searches Google Maps for the address, adding a missing postcode', () => {
    expect(mapsHref('1 High St, London SW1A 1AA', 'sw1a 1aa')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20High%20St%2C%20London%20SW1A%201AA',
    );
    expect(mapsHref('1 High St & Co, London', 'SW1A 1AA')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20High%20St%20%26%20Co%2C%20London%2C%20SW1A%201AA',
    );
    expect(mapsHref('1 High St', null)).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20High%20St',
    );
  });

  it('menuFileKind reads the extension, or the file name when the extension is empty', () => {
    expect(menuFileKind({ extension: 'png', file_name: 'a' })).toBe('image');
    expect(menuFileKind({ extension: 'JPG', file_name: 'a' })).toBe('image');
    expect(menuFileKind({ extension: 'jpeg', file_name: 'a' })).toBe('image');
    expect(menuFileKind({ extension: 'pdf', file_name: 'a' })).toBe('pdf');
    expect(menuFileKind({ extension: '', file_name: 'lunch.PDF' })).toBe('pdf');
    expect(menuFileKind({ extension: 'svg', file_name: 'a.svg' })).toBeNull();
    expect(menuFileKind({ extension: 'docx', file_name: 'a.docx' })).toBeNull();
  });
});
