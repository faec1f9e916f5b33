import { forgetSentAnswer, sentAnswer, withPageData } from './page-data';

function sendInPage(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = text;
  document.body.append(script);
  return script;
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('the answers sent in the page', () => {
  it('reads an answer by the URL its fetcher calls, and forgets it once used', () => {
    sendInPage(JSON.stringify({ '/api/v1/a': { data: 1 }, '/api/v1/b': { data: 2 } }));
    expect(sentAnswer('/api/v1/a')).toEqual({ data: 1 });
    forgetSentAnswer('/api/v1/a');
    expect(sentAnswer('/api/v1/a')).toBeUndefined();
    expect(sentAnswer('/api/v1/b')).toEqual({ data: 2 });
  });

  it('has none on a page sent without, or with data that does not parse', () => {
    expect(sentAnswer('/api/v1/a')).toBeUndefined();
    sendInPage('{"/api/v1/a": ');
    expect(sentAnswer('/api/v1/a')).toBeUndefined();
    document.getElementById('page-data')?.remove();
    sendInPage('[1, 2]');
    expect(sentAnswer('0')).toBeUndefined();
  });

  it('renders with the answers it is given instead, and only during that render', () => {
    sendInPage(JSON.stringify({ '/api/v1/a': 'in the page' }));
    const seen = withPageData({ '/api/v1/a': 'given' }, () => sentAnswer('/api/v1/a'));
    expect(seen).toBe('given');
    expect(sentAnswer('/api/v1/a')).toBe('in the page');
  });
});
