import { panelLinkQuery, readPanelLink } from './panel-link';

describe('panel link', () => {
  it('reads back what it writes', () => {
    const query = panelLinkQuery({ date: '2026-12-05', partySize: 4, time: '19:30' });
    expect(query).toBe('date=2026-12-05&party=4&time=19:30');
    expect(readPanelLink(new URLSearchParams(query))).toEqual({
      date: '2026-12-05',
      partySize: 4,
      time: '19:30',
    });
  });

  it('keeps only the well-formed parts', () => {
    expect(readPanelLink(new URLSearchParams('date=2026-02-31&party=0&time=25:00'))).toEqual({});
    expect(readPanelLink(new URLSearchParams('date=05/12/2026&party=51&time=7pm'))).toEqual({});
    expect(readPanelLink(new URLSearchParams('party=2'))).toEqual({ partySize: 2 });
    expect(readPanelLink(new URLSearchParams(''))).toEqual({});
  });
});
