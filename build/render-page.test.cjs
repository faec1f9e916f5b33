/** @jest-environment node */
/* global describe, it, expect -- Jest provides them */
const { createElement: h } = require('react');
const { ClassNames, Global } = require('@emotion/react');
const { renderPage } = require('./render-page.tsx');

/** A heading styled as the apps style theirs, beside an unstyled paragraph. */
const styled = (color) =>
  h(ClassNames, null, ({ css }) => h('h1', { className: css({ color }) }, 'Thai'));

describe('renderPage', () => {
  it('puts the styles the HTML uses first, gathered by @emotion/server, and none beside the elements', () => {
    const html = renderPage(h('main', null, styled('red'), h('p', null, 'x')), '/');
    const [, ids, rules, body] =
      /^<style data-emotion="css ([^"]+)">([^<]*)<\/style>(.*)$/.exec(html) ?? [];
    expect(rules).toBe(`.css-${ids}{color:red;}`);
    expect(body).toBe(`<main><h1 class="css-${ids}">Thai</h1><p>x</p></main>`);
  });

  it('gives a global style an element of its own, first, as emotion flushes it alone', () => {
    const html = renderPage(h('main', null, h(Global, { styles: { body: { margin: 0 } } })), '/');
    expect(html).toMatch(
      /^<style data-emotion="css-global [^"]+">body\{margin:0;\}<\/style><main><\/main>$/,
    );
  });

  it('starts each render with no styles: a page without any has no style element', () => {
    renderPage(styled('red'), '/');
    expect(renderPage(h('p', null, 'x'), '/')).toBe('<p>x</p>');
  });
});
