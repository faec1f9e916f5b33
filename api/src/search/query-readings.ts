import type { GeoPoint } from '../repositories/restaurant-repository';

/** A UK town or area of the gazetteer (api/data/uk-places.csv, GeoNames, CC BY). */
export interface Place extends GeoPoint {
  name: string;
}

export interface Cuisine {
  id: number;
  name: string;
}

/**
 * What a search box's words were taken to mean, besides a restaurant's name: a kind of food
 * ('Italian', 'curry'), a town or area ('Leeds', 'Soho'), or both ('curry in Leeds').
 */
export type QueryReading =
  { kind: 'cuisine'; cuisine: Cuisine; place?: Place } | { kind: 'place'; place: Place };

export type ReadingKind = QueryReading['kind'] | 'name';

/**
 * Common words for the kinds of food the site has, by the cuisine's name. A word here names
 * the cuisine diners most often mean by it on a UK high street.
 */
const CUISINE_WORDS: Readonly<Record<string, readonly string[]>> = {
  Italian: ['italy', 'pizza', 'pizzeria', 'pasta', 'trattoria', 'osteria'],
  Indian: ['india', 'curry', 'curries', 'curry house', 'tandoori', 'biryani', 'balti'],
  Chinese: ['china', 'dim sum', 'dumplings', 'noodles', 'cantonese', 'sichuan'],
  Japanese: ['japan', 'sushi', 'ramen', 'sashimi', 'izakaya', 'teppanyaki'],
  Thai: ['thailand', 'pad thai'],
  French: ['france', 'bistro', 'brasserie'],
  Spanish: ['spain', 'tapas', 'paella'],
  Turkish: ['turkey', 'kebab', 'kebabs', 'ocakbasi'],
  Lebanese: ['lebanon', 'mezze', 'meze', 'falafel', 'shawarma'],
  Mexican: ['mexico', 'tacos', 'taco', 'burrito', 'burritos', 'tex mex'],
  Greek: ['greece', 'souvlaki', 'gyros'],
  British: ['britain', 'english', 'fish and chips', 'fish chips', 'sunday roast', 'roast', 'pub'],
  Korean: ['korea', 'korean bbq', 'kimchi', 'bibimbap'],
  Vietnamese: ['vietnam', 'pho', 'banh mi'],
  American: ['usa', 'burger', 'burgers', 'bbq', 'barbecue', 'steakhouse', 'diner'],
};

/** Words around a kind of food or a place that do not change what is meant. */
const FOOD_SUFFIX = /\s+(?:restaurants?|food|cuisine|places?|dining|takeaway)$/;
const PLACE_PREFIX = /^(?:in|near|around)\s+/;
const JOINERS = /^(?:in|near|around)$/;

/**
 * One form for names and queries alike: lower case, no accents or apostrophes, hyphens and
 * runs of spaces as one space ('Stoke-on-Trent' = 'stoke on trent', "King's Lynn" = 'kings lynn').
 */
export function foldWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** 'Newcastle upon Tyne' is also 'Newcastle'; 'Southend-on-Sea' also 'Southend'. */
function shortName(folded: string): string | null {
  const at = folded.search(/ (?:upon|on|under) /);
  return at > 0 ? folded.slice(0, at) : null;
}

/**
 * Reads a search query as a kind of food, a place, or a kind of food in a place. Places with
 * the same name (Newport, Richmond) go to the one with the most restaurants near it: the one a
 * diner on this site most likely means.
 */
export class QueryReader {
  private readonly cuisines = new Map<string, Cuisine>();
  private readonly places = new Map<string, Place[]>();
  private readonly chosen = new Map<string, Place>();

  constructor(
    cuisines: readonly Cuisine[],
    places: readonly Place[],
    private readonly restaurantsNear: (point: GeoPoint) => number,
  ) {
    for (const cuisine of cuisines) {
      const name = foldWords(cuisine.name);
      this.cuisines.set(name, cuisine);
      for (const word of CUISINE_WORDS[cuisine.name] ?? []) this.cuisines.set(word, cuisine);
    }
    // A cuisine's own name is never taken for a word of another's.
    for (const cuisine of cuisines) this.cuisines.set(foldWords(cuisine.name), cuisine);
    const add = (key: string, place: Place) => {
      const list = this.places.get(key);
      if (list) list.push(place);
      else this.places.set(key, [place]);
    };
    for (const place of places) {
      const folded = foldWords(place.name);
      add(folded, place);
      const short = shortName(folded);
      if (short) add(short, place);
    }
  }

  private cuisine(words: string): Cuisine | null {
    const folded = words.replace(FOOD_SUFFIX, '');
    return this.cuisines.get(folded) ?? null;
  }

  private place(words: string): Place | null {
    const key = words.replace(PLACE_PREFIX, '');
    const cached = this.chosen.get(key);
    if (cached) return cached;
    const candidates = this.places.get(key);
    if (!candidates) return null;
    let best = candidates[0]!;
    if (candidates.length > 1) {
      let most = -1;
      for (const place of candidates) {
        const count = this.restaurantsNear(place);
        if (count > most) [best, most] = [place, count];
      }
    }
    this.chosen.set(key, best);
    return best;
  }

  /** Every reading the query fits, most specific first; none for an ordinary name. */
  read(query: string): QueryReading[] {
    const folded = foldWords(query);
    if (!folded) return [];
    const readings: QueryReading[] = [];
    const words = folded.split(' ');
    // 'curry in leeds', 'italian leeds', 'leeds sushi': a kind of food and a place.
    for (let cut = 1; cut < words.length; cut++) {
      const left = words.slice(0, cut);
      const right = words.slice(cut);
      const joined = JOINERS.test(right[0]!) ? right.slice(1) : right;
      const food = this.cuisine(left.join(' '));
      const where = joined.length > 0 ? this.place(joined.join(' ')) : null;
      if (food && where) {
        readings.push({ kind: 'cuisine', cuisine: food, place: where });
        break;
      }
      const foodLast = this.cuisine(right.join(' '));
      const whereFirst = this.place(left.join(' '));
      if (foodLast && whereFirst) {
        readings.push({ kind: 'cuisine', cuisine: foodLast, place: whereFirst });
        break;
      }
    }
    const food = this.cuisine(folded);
    if (food) readings.push({ kind: 'cuisine', cuisine: food });
    const where = this.place(folded);
    if (where) readings.push({ kind: 'place', place: where });
    return readings;
  }
}

/** A reading as the search answer names it: what the results are, and the other ways. */
export interface ReadingAnswer {
  kind: ReadingKind;
  cuisine?: string;
  place?: string;
}

export const answerOf = (reading: QueryReading): ReadingAnswer =>
  reading.kind === 'place'
    ? { kind: 'place', place: reading.place.name }
    : {
        kind: 'cuisine',
        cuisine: reading.cuisine.name,
        ...(reading.place && { place: reading.place.name }),
      };
