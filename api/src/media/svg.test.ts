import {
  cuisineHue,
  escapeXml,
  initialsOf,
  photoSvg,
  placeholderSvg,
  restaurantAvatarSvg,
} from './svg';

const UUID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';

/**
 * Enough of an XML well-formedness check for generated markup: tags balance, attributes are
 * quoted and every '&' starts an entity. A real parser would be a dependency for one test.
 */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  for (const [tag] of svg.matchAll(/<[^>]*>/g)) {
    const name = /^<\/?([a-zA-Z]+)/.exec(tag)?.[1];
    expect(name).toBeDefined();
    if (tag.startsWith('</')) {
      expect(stack.pop()).toBe(name);
    } else {
      expect(tag.replace(/\s[a-zA-Z][a-zA-Z0-9:-]*="[^"<]*"/g, '')).toMatch(/^<[a-zA-Z]+\/?>$/);
      if (!tag.endsWith('/>')) stack.push(name ?? '');
    }
  }
  expect(stack).toEqual([]);
  // Text between tags must not carry a raw '<' (the tag regex would have split it).
  expect(svg.replace(/<[^>]*>/g, '')).not.toContain('<');
}

describe('restaurantAvatarSvg', () => {
  const input = { name: 'The Golden Curry', cuisine: 'Indian', seed: UUID };

  it('is a standalone, accessible 1200x800 SVG', () => {
    const svg = restaurantAvatarSvg(input);
    expectWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 1200 800"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title id="title">The Golden Curry, Indian</title>');
    expect(svg).toContain('>GC</text>');
    expect(svg).toContain('>INDIAN</text>');
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
  });

  it('gives equal bytes for equal input and differs between restaurants', () => {
    expect(restaurantAvatarSvg(input)).toBe(restaurantAvatarSvg({ ...input }));
    expect(restaurantAvatarSvg(input)).not.toBe(restaurantAvatarSvg({ ...input, seed: 'other' }));
  });

  it('colours the background by cuisine', () => {
    const stops = (cuisine: string) =>
      /<linearGradient[^]*?<\/linearGradient>/.exec(
        restaurantAvatarSvg({ ...input, cuisine }),
      )?.[0];
    expect(stops('Italian')).not.toBe(stops('Japanese'));
    expect(stops('Italian')).toBe(stops('italian '));
  });

  it('escapes names and cuisines and drops characters XML forbids', () => {
    const svg = restaurantAvatarSvg({
      name: `<b>Tom & Jerry's "Diner"</b>\u0001`,
      cuisine: 'Fish & Chips <script>',
      seed: 1,
    });
    expectWellFormed(svg);
    expect(svg).toContain('&lt;b&gt;Tom &amp; Jerry&apos;s &quot;Diner&quot;&lt;/b&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('\u0001');
  });
});

describe('initialsOf', () => {
  it.each([
    ['The Golden Curry', 'GC'],
    ['Dishoom', 'D'],
    ['La Piazza', 'P'],
    ['The', 'T'],
    ['  ', '?'],
    ['ça va bistro', 'ÇV'],
    ['Fish & Chips', 'FC'],
    ['21 Club', '2C'],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('cuisineHue', () => {
  it('keeps unknown cuisines in the warm reds to ambers', () => {
    for (const cuisine of ['Peruvian', 'Nordic', 'Ethiopian', 'Georgian', 'x']) {
      const hue = cuisineHue(cuisine);
      expect(hue >= 340 || hue <= 55).toBe(true);
    }
  });
});

describe('photoSvg', () => {
  it('is a valid, small, deterministic SVG that varies by seed and position', () => {
    const seen = new Set<string>();
    for (let position = 1; position <= 12; position += 1) {
      const svg = photoSvg({ seed: UUID, position });
      expectWellFormed(svg);
      expect(svg).toContain('viewBox="0 0 1200 800"');
      expect(svg).toContain(`<title id="title">Restaurant photo ${position}</title>`);
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
      expect(photoSvg({ seed: UUID, position })).toBe(svg);
      seen.add(svg);
    }
    expect(seen.size).toBe(12);
    expect(photoSvg({ seed: 'another', position: 1 })).not.toBe(
      photoSvg({ seed: UUID, position: 1 }),
    );
  });

  it('draws both kinds of scene across a gallery', () => {
    const svgs = Array.from({ length: 40 }, (_, i) => photoSvg({ seed: `r${i}`, position: 1 }));
    expect(svgs.some((svg) => svg.includes('<ellipse') && svg.includes('rx="130"'))).toBe(true);
    expect(svgs.some((svg) => svg.includes('fill="#fbf8f2"'))).toBe(true);
  });
});

describe('placeholderSvg', () => {
  it('is a neutral, constant "No image" SVG', () => {
    const svg = placeholderSvg();
    expectWellFormed(svg);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('>No image</text>');
    expect(svg).toBe(placeholderSvg());
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});
