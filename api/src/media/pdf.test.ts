import { formatPrice, menuPdf, pdfString, textWidth, winAnsiText, wrapText } from './pdf';

const MENU = {
  restaurantName: 'Trattoria Luigi',
  categories: [
    {
      name: 'Starters',
      items: [
        {
          name: 'Bruschetta',
          price: '6.50',
          symbol: 'V',
          description: 'Tomato, basil (fresh) \\ garlic',
        },
        { name: 'Arancini', price: 7, symbol: null, description: null },
      ],
    },
    {
      name: 'Mains',
      items: [
        { name: 'Crème brûlée “special”', price: '12.5', symbol: 'GF', description: 'Café-style' },
      ],
    },
  ],
};

/** Checks the structure a PDF reader relies on: header, xref offsets, startxref, trailer. */
function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
  });
  expect(text).toContain(`trailer\n<< /Size ${count} /Root 1 0 R`);
  // Each stream's /Length must be its exact byte count.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  return text;
}

describe('menuPdf', () => {
  it('writes a valid PDF 1.4 listing the menu in order with pound prices', () => {
    const text = expectValidPdf(menuPdf(MENU));
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toContain('(Trattoria Luigi) Tj');
    expect(text.indexOf('(Starters)')).toBeLessThan(text.indexOf('(Mains)'));
    expect(text.indexOf('(Bruschetta)')).toBeLessThan(text.indexOf('(Arancini)'));
    // '£' is WinAnsi 0xA3, written as an octal escape to keep the stream ASCII.
    expect(text).toContain('(\\2436.50) Tj');
    expect(text).toContain('(\\2437.00) Tj');
    expect(text).toContain('(\\24312.50) Tj');
    expect(text).toContain('(Tomato, basil \\(fresh\\) \\\\ garlic) Tj');
    expect(text).toContain('(Cr\\350me br\\373l\\351e \\223special\\224) Tj');
    expect(text).toContain('/Count 1');
  });

  it('gives equal bytes for an equal menu', () => {
    expect(menuPdf(MENU).equals(menuPdf(structuredClone(MENU)))).toBe(true);
  });

  it('runs onto more pages when the menu is long', () => {
    const items = Array.from({ length: 120 }, (_, i) => ({
      name: `Dish number ${i + 1}`,
      price: (i + 1) * 1.25,
      symbol: null,
      description:
        'A rather long description that wraps onto a second line on a narrow page, '.repeat(2),
    }));
    const pdf = menuPdf({
      restaurantName: 'Big (Menu) House',
      categories: [{ name: 'All day', items }],
    });
    const text = expectValidPdf(pdf);
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(pages);
    expect(text).toContain(`(Page ${pages} of ${pages}) Tj`);
    expect(text).toContain('(Big \\(Menu\\) House) Tj');
    expect(text).toContain('(Dish number 120) Tj');
  });

  it('still makes a document for a restaurant without a menu', () => {
    const text = expectValidPdf(menuPdf({ restaurantName: 'Empty', categories: [] }));
    expect(text).toContain('(The menu will be published soon.) Tj');
  });
});

describe('pdf text helpers', () => {
  it('formats prices in pounds and pence', () => {
    expect(formatPrice('12.50')).toBe('£12.50');
    expect(formatPrice(8)).toBe('£8.00');
    expect(formatPrice('n/a')).toBe('n/a');
  });

  it('maps text to WinAnsi, keeping £ and € and degrading the rest', () => {
    expect(winAnsiText('£5 €6 naïve\tżurek 寿司')).toBe('£5 €6 naïve zurek ??');
    expect(pdfString('£€(\\)')).toBe('(\\243\\200\\(\\\\\\))');
  });

  it('wraps to the width using Helvetica metrics', () => {
    expect(textWidth('Hello', 'regular', 10)).toBeCloseTo(22.78);
    const lines = wrapText('one two three four five six seven', 'regular', 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(60);
    expect(wrapText('x'.repeat(50), 'bold', 10, 50).every((line) => line.length > 0)).toBe(true);
  });
});
