import { placeholderSvg } from './svg';

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

describe('placeholderSvg', () => {
  it('is a neutral, constant "No image" SVG', () => {
    const svg = placeholderSvg();
    expectWellFormed(svg);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('>No image</text>');
    expect(svg).toBe(placeholderSvg());
  });
});
