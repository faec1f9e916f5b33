// A restaurant page opened with its booking panel set: /restaurant-details/{uuid}?date=…&party=…
// &time=…, as the standby email links (issue 47). The API writes it and the panel reads it.

export interface PanelLink {
  /** yyyy-mm-dd, the restaurant's (London) date */
  date: string;
  partySize: number;
  /** HH:MM */
  time: string;
}

/** The query string (without '?') that opens the panel set to `link`. */
export function panelLinkQuery({ date, partySize, time }: PanelLink): string {
  // Written out: every character is allowed in a query as is, and a ':' left unescaped reads
  // better in an email than '%3A'.
  return `date=${date}&party=${partySize}&time=${time}`;
}

/**
 * What the URL asks the panel to start from; each part only when well formed (a date as
 * yyyy-mm-dd that exists, a whole party of 1 to 50, a time as HH:MM), the rest left to defaults.
 */
export function readPanelLink(params: URLSearchParams): Partial<PanelLink> {
  const link: Partial<PanelLink> = {};
  const date = params.get('date') ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const real = new Date(Date.UTC(year, month - 1, day));
    if (
      real.getUTCFullYear() === year &&
      real.getUTCMonth() === month - 1 &&
      real.getUTCDate() === day
    )
      link.date = date;
  }
  const party = params.get('party') ?? '';
  if (/^\d{1,2}$/.test(party) && Number(party) >= 1 && Number(party) <= 50)
    link.partySize = Number(party);
  const time = params.get('time') ?? '';
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) link.time = time;
  return link;
}
