/** A party as every page and email words it: '1 person', '4 people'. */
export const partySize = (people: number) => (people === 1 ? '1 person' : `${people} people`);
