import { hoistStyles, injectPrerender } from './page-prerender';

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

describe('hoistStyles', () => {
  it("gathers emotion's inline styles into one element with every id, once each", () => {
    const html =
      '<style data-emotion="css a1">.css-a1{color:red}</style><header class="css-a1">h</header>' +
      '<style data-emotion="css b2 c3">.css-b2{}.css-c3{}</style><main class="css-b2">' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">p</p></main>' +
      '<style data-emotion="css-global x">body{}</style>';
    expect(hoistStyles(html)).toEqual({
      style: '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{}.css-c3{}</style>',
      // Global styles are emotion's other kind: left where they are.
      body:
        '<header class="css-a1">h</header><main class="css-b2"><p class="css-a1">p</p></main>' +
        '<style data-emotion="css-global x">body{}</style>',
    });
  });

  it('adds nothing to a page without styles', () => {
    expect(hoistStyles('<p>x</p>')).toEqual({ style: '', body: '<p>x</p>' });
  });
});
