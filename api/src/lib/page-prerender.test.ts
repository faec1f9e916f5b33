import { injectPrerender } from './page-prerender';

const INDEX = '<html><head><title>TableHop</title></head><body><div id="root"></div></body></html>';

describe('injectPrerender', () => {
  it('sends the data as JSON that no text in it can end or change', () => {
    const data = { '/api/v1/x': { name: '</script><script>alert(1)</script><!--' } };
    const html = injectPrerender(INDEX, { head: '', body: '<h1>x</h1>', data });
    const script = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual(data);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('sends no data element for a page prerendered at build time', () => {
    expect(injectPrerender(INDEX, { head: '', body: '<h1>x</h1>' })).not.toContain('page-data');
  });
});
