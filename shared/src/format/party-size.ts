/** A party as every page and email words it: '1 person', '4 people'. */
export const formatPartySize = (partySize: number) =>
  partySize === 1 ? '1 person' : `${partySize} people`;
