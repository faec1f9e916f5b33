/**
 * What the generated restaurant pictures show (ADR 0026), shared by the JPEG avatar and
 * photo: the cuisine's colour, the palettes and where a laid table has its plates and glasses.
 * The site runs without network access, so the pictures are drawn from data instead of
 * fetched from a CDN; every function is pure, so equal input gives equal pictures.
 */
import { hashSeed, type Random, type Seed } from './random';

// Hand-picked so each familiar cuisine has a recognisable, still appetising (warm) colour.
const CUISINE_HUES: Record<string, number> = {
  american: 12,
  british: 24,
  burgers: 22,
  cafe: 30,
  caribbean: 30,
  chinese: 355,
  european: 26,
  french: 20,
  fusion: 340,
  greek: 44,
  indian: 28,
  italian: 8,
  japanese: 348,
  korean: 2,
  lebanese: 40,
  mediterranean: 42,
  mexican: 18,
  'middle eastern': 40,
  pizza: 14,
  seafood: 36,
  spanish: 32,
  steakhouse: 6,
  sushi: 348,
  thai: 38,
  turkish: 16,
  vegan: 52,
  vegetarian: 50,
  vietnamese: 46,
};

/** A hue for the cuisine: fixed for familiar ones, otherwise hashed into the reds-to-ambers. */
export function cuisineHue(cuisine: string): number {
  const key = cuisine.trim().toLowerCase();
  const known = CUISINE_HUES[key];
  if (known !== undefined) return known;
  return (340 + (hashSeed(key) % 75)) % 360;
}

export interface RestaurantAvatarInput {
  cuisine: string;
  /** Usually the restaurant's uuid: varies the details between restaurants of one cuisine. */
  seed: Seed;
}

export const FOOD_COLOURS = [
  '#c0392b',
  '#e67e22',
  '#f1c40f',
  '#27ae60',
  '#8e5a2b',
  '#d35400',
  '#f5d6a0',
  '#9b2d5a',
  '#6b8e23',
  '#e8b04b',
];
export const DRINK_COLOURS = ['#7b1e3a', '#f3e5ab', '#cfe8f3', '#f39c12', '#2e8b57', '#b03a48'];
export const CLOTH_COLOURS = ['#f4efe6', '#c8553d', '#8da47e', '#2f4858', '#e9c46a', '#d8c3a5'];

const PLACE_SETTINGS = [
  [250, 240],
  [600, 220],
  [950, 250],
  [280, 580],
  [630, 560],
  [960, 580],
] as const;

/**
 * Where a table seen from above has its plates and glasses (in 1200x800 units). `set` draws
 * each as it comes: drawing may use `random` too.
 */
export function layTable(
  random: Random,
  set: (kind: 'plate' | 'glass', x: number, y: number) => void,
): void {
  const order = PLACE_SETTINGS.map((slot) => ({ slot, key: random.next() })).sort(
    (a, b) => a.key - b.key,
  );
  const plates = random.int(2, 3);
  const glasses = random.int(1, 3);
  order.slice(0, plates + glasses).forEach(({ slot: [x, y] }, index) => {
    const jx = x + random.range(-40, 40);
    const jy = y + random.range(-30, 30);
    set(index < plates ? 'plate' : 'glass', jx, jy);
  });
}

export interface PhotoInput {
  /** Usually the restaurant's uuid. */
  seed: Seed;
  /** The photo's place in the gallery: a different picture for each. */
  position: number;
}
