import { forgetSentAnswer, SENT_ANSWERS_MAX_AGE_MS, sentAnswer, withPageData } from './page-data';

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
  const any = (body: unknown) => body;

  it('reads an answer by the URL its fetcher calls, and forgets it once used', () => {
    sendInPage(JSON.stringify({ '/api/v1/a': { data: 1 }, '/api/v1/b': { data: 2 } }));
    expect(sentAnswer('/api/v1/a', any)).toEqual({ data: 1 });
    forgetSentAnswer('/api/v1/a');
    expect(sentAnswer('/api/v1/a', any)).toBeUndefined();
    expect(sentAnswer('/api/v1/b', any)).toEqual({ data: 2 });
  });

  it('has none on a page sent without, or with data that does not parse', () => {
    expect(sentAnswer('/api/v1/a', any)).toBeUndefined();
    sendInPage('{"/api/v1/a": ');
    expect(sentAnswer('/api/v1/a', any)).toBeUndefined();
    document.getElementById('page-data')?.remove();
    sendInPage('[1, 2]');
    expect(sentAnswer('0', any)).toBeUndefined();
  });

  it('renders with the answers it is given instead, and only during that render', () => {
    sendInPage(JSON.stringify({ '/api/v1/a': 'in the page' }));
    const { value } = withPageData({ '/api/v1/a': 'given' }, () => sentAnswer('/api/v1/a', any));
    expect(value).toBe('given');
    expect(sentAnswer('/api/v1/a', any)).toBe('in the page');
  });

  it('is not used past the age of a fresh page: the page then fetches', () => {
    sendInPage(JSON.stringify({ '/api/v1/a': 'sent' }));
    const now = jest.spyOn(performance, 'now').mockReturnValue(SENT_ANSWERS_MAX_AGE_MS + 1);
    expect(sentAnswer('/api/v1/a', any)).toBeUndefined();
    now.mockReturnValue(SENT_ANSWERS_MAX_AGE_MS - 1);
    expect(sentAnswer('/api/v1/a', any)).toBe('sent');
    now.mockRestore();
  });

  it('tells which answers the render used: those its parser took', () => {
    const data = { '/api/v1/a': { ok: true }, '/api/v1/b': { ok: false } };
    const onlyOk = (body: unknown) => ((body as { ok: boolean }).ok ? body : undefined);
    const { used } = withPageData(data, () => {
      sentAnswer('/api/v1/a', onlyOk);
      sentAnswer('/api/v1/b', onlyOk);
      sentAnswer('/api/v1/c', onlyOk);
    });
    expect([...used]).toEqual(['/api/v1/a']);
  });
});
