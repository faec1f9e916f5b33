import { START_UP_LOADER, startUpAfterPaint } from './start-up-after-paint';

// As the shell's build writes index.html (minified), with the server's hints for the page.
const PAGE =
  '<!doctype html><html><head><meta charset=utf-8><link rel=icon href=/favicon-32.png>' +
  '<link rel=preload href=/remotes.json as=fetch crossorigin=anonymous><style>a{}</style>' +
  '<script defer src=/main.01234567.js></script>' +
  '<link rel=preload as=script href=/libraries.01234567.js>' +
  '<link rel="preload" as="fetch" href="/api/v1/x?a=1&amp;b=2" crossorigin="anonymous" />' +
  '</head><body><div id="root" data-prerendered=""><h1>Hi</h1></div></body></html>';

const listOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="start-up">([^<]*)<\/script>/.exec(html)![1]!,
  ) as [string, Record<string, string>][];

describe('startUpAfterPaint', () => {
  it('takes the scripts and preloads out of <head>, keeping the rest', () => {
    const html = startUpAfterPaint(PAGE);
    const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
    expect(head).toBe('<meta charset=utf-8><link rel=icon href=/favicon-32.png><style>a{}</style>');
  });

  it('lists them for the loader, preloads first, attributes decoded, defer dropped', () => {
    expect(listOf(startUpAfterPaint(PAGE))).toEqual([
      ['link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }],
      ['link', { rel: 'preload', as: 'script', href: '/libraries.01234567.js' }],
      [
        'link',
        { rel: 'preload', as: 'fetch', href: '/api/v1/x?a=1&b=2', crossorigin: 'anonymous' },
      ],
      ['script', { src: '/main.01234567.js' }],
    ]);
  });

  it('puts the list and the loader at the end of <body>, after the page', () => {
    const html = startUpAfterPaint(PAGE);
    expect(html).toMatch(
      /<h1>Hi<\/h1><\/div><script type="application\/json" id="start-up">[^<]*<\/script><script>[\s\S]*?<\/script><\/body><\/html>$/,
    );
    expect(html).toContain(`<script>${START_UP_LOADER}</script>`);
  });

  it('leaves a page without scripts, or without <head> and <body>, as it is', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(startUpAfterPaint(plain)).toBe(plain);
    expect(startUpAfterPaint('<p>x</p>')).toBe('<p>x</p>');
  });
});
