/**
 * Illustrations drawn from data: the site runs without network access, so restaurant avatars
 * and gallery photos are generated here instead of fetched from a CDN. Every function is pure,
 * so equal input gives equal bytes and the responses can be cached and ETagged.
 */
import { hsl } from './colour';
import { createRandom, hashSeed, type Random, type Seed } from './random';

const WIDTH = 1200;
const HEIGHT = 800;

/** Characters XML 1.0 forbids outright; escaping cannot make them valid, so they are dropped. */
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One decimal place keeps the markup short and, unlike raw floats, stable to read in diffs. */
function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function svgOpen(title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>`
  );
}

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

// Articles would make "The Golden Curry" read "TG"; they are skipped when a name has more words.
const ARTICLES = new Set(['the', 'a', 'an', 'la', 'le', 'les', 'il', 'el', 'lo', 'los', 'das']);

export function initialsOf(name: string): string {
  const words = name.split(/[\s\-_/&+.,]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const significant = words.filter((word) => !ARTICLES.has(word.toLowerCase()));
  const chosen = (significant.length > 0 ? significant : words).slice(0, 2);
  const initials = chosen
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '')
    .join('')
    .toLocaleUpperCase('en-GB');
  return initials || '?';
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

function bokeh(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out +=
      `<circle cx="${num(random.range(0, WIDTH))}" cy="${num(random.range(0, HEIGHT))}" ` +
      `r="${num(random.range(30, 120))}" fill="#fff" opacity="${random.int(5, 16) / 100}"/>`;
  }
  return out;
}

function steam(x: number, top: number): string {
  return `<path d="M${x} ${top}c-24-22 24-38 0-60s24-38 0-60"/>`;
}

export interface RestaurantAvatarInput {
  name: string;
  cuisine: string;
  /** Usually the restaurant's uuid: varies the details between restaurants of one cuisine. */
  seed: Seed;
}

export function restaurantAvatarSvg({ name, cuisine, seed }: RestaurantAvatarInput): string {
  const random = createRandom(`avatar:${seed}`);
  const hue = cuisineHue(cuisine);
  const ink = hsl(hue, 55, 30);
  const label = truncate(cuisine, 22).toLocaleUpperCase('en-GB');
  // Shrink long cuisine names to stay inside the plate's rim (about 380px across at that height).
  const labelSize = Math.min(34, Math.floor(380 / (Array.from(label).length * 0.8)));
  const garnishHue = random.pick([95, 110, 125, 140]);
  let garnish = '';
  const leaves = random.int(3, 5);
  const start = random.range(0, 360);
  for (let i = 0; i < leaves; i += 1) {
    const angle = start + i * random.range(18, 30);
    garnish +=
      `<ellipse cx="600" cy="228" rx="14" ry="30" fill="${hsl(garnishHue, 45, random.range(32, 44))}" ` +
      `transform="rotate(${num(angle)} 600 450)"/>`;
  }
  return (
    svgOpen(`${name}, ${cuisine}`) +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 66)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 18, 70, 40)}"/></linearGradient>` +
    '<radialGradient id="plate" cx=".5" cy=".42" r=".62"><stop offset="0" stop-color="#fffdf8"/>' +
    '<stop offset="1" stop-color="#eee4d4"/></radialGradient>' +
    '</defs>' +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    bokeh(random, random.int(5, 8)) +
    `<rect y="700" width="${WIDTH}" height="100" fill="${hsl(hue + 10, 45, 22)}" opacity=".25"/>` +
    '<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".55">' +
    steam(530, 175) +
    steam(600, 160) +
    steam(670, 175) +
    '</g>' +
    '<ellipse cx="612" cy="472" rx="268" ry="256" fill="#000" opacity=".16"/>' +
    '<circle cx="600" cy="450" r="260" fill="url(#plate)"/>' +
    `<circle cx="600" cy="450" r="200" fill="none" stroke="${hsl(hue, 50, 70)}" stroke-width="4" opacity=".7"/>` +
    garnish +
    '<g fill="#fff" opacity=".88">' +
    '<rect x="203" y="190" width="8" height="110" rx="4"/><rect x="219" y="190" width="8" height="110" rx="4"/>' +
    '<rect x="235" y="190" width="8" height="110" rx="4"/><rect x="251" y="190" width="8" height="110" rx="4"/>' +
    '<path d="M203 290h56v24q0 42-28 52q-28-10-28-52z"/><rect x="221" y="350" width="20" height="330" rx="10"/>' +
    '<path d="M958 190q44 64 34 210h-34z"/><rect x="955" y="392" width="26" height="288" rx="13"/>' +
    '</g>' +
    `<text x="600" y="500" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" ` +
    `font-size="190" font-weight="700" fill="${ink}">${escapeXml(initialsOf(name))}</text>` +
    `<text x="600" y="582" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
    `font-size="${labelSize}" letter-spacing="${labelSize >= 30 ? 8 : 3}" fill="${hsl(hue, 45, 40)}">` +
    `${escapeXml(label)}</text>` +
    '</svg>'
  );
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

function plate(random: Random, cx: number, cy: number): string {
  const r = random.range(105, 140);
  let food = '';
  const pieces = random.int(3, 6);
  for (let i = 0; i < pieces; i += 1) {
    const angle = random.range(0, Math.PI * 2);
    const distance = random.range(0, r * 0.35);
    food +=
      `<ellipse cx="${num(cx + Math.cos(angle) * distance)}" cy="${num(cy + Math.sin(angle) * distance)}" ` +
      `rx="${num(random.range(r * 0.14, r * 0.3))}" ry="${num(random.range(r * 0.12, r * 0.26))}" ` +
      `fill="${random.pick(FOOD_COLOURS)}"/>`;
  }
  return (
    `<circle cx="${num(cx + 8)}" cy="${num(cy + 10)}" r="${num(r)}" fill="#000" opacity=".18"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#fbf8f2"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.74)}" fill="none" stroke="#e3dccf" stroke-width="3"/>` +
    food
  );
}

function glass(random: Random, cx: number, cy: number): string {
  const r = random.range(40, 58);
  return (
    `<circle cx="${num(cx + 6)}" cy="${num(cy + 8)}" r="${num(r)}" fill="#000" opacity=".14"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${random.pick(DRINK_COLOURS)}" ` +
    'opacity=".7" stroke="#fff" stroke-width="4"/>' +
    `<ellipse cx="${num(cx - r * 0.35)}" cy="${num(cy - r * 0.35)}" rx="${num(r * 0.22)}" ` +
    `ry="${num(r * 0.12)}" fill="#fff" opacity=".6" transform="rotate(-35 ${num(cx)} ${num(cy)})"/>`
  );
}

const PLACE_SETTINGS = [
  [250, 240],
  [600, 220],
  [950, 250],
  [280, 580],
  [630, 560],
  [960, 580],
] as const;

/**
 * Where a table seen from above has its plates and glasses (in 1200x800 units), for the SVG and
 * the JPEG photo alike. `set` draws each as it comes: drawing may use `random` too.
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

/** Seen from above: a tablecloth or wooden top set with plates and glasses. */
function tableScene(random: Random): string {
  const wooden = random.next() < 0.5;
  let out = wooden
    ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(random.range(18, 32), 45, random.range(30, 42))}"/>`
    : `<rect width="${WIDTH}" height="${HEIGHT}" fill="${random.pick(CLOTH_COLOURS)}"/>`;
  if (wooden) {
    out += '<g fill="none" stroke="#000" stroke-width="3" opacity=".12">';
    for (let y = random.range(30, 90); y < HEIGHT; y += random.range(70, 130)) {
      out += `<path d="M0 ${num(y)}q300 ${num(random.range(-30, 30))} 600 0t600 0"/>`;
    }
    out += '</g>';
  } else {
    out += '<g fill="#fff" opacity=".12">';
    for (let x = 0; x < WIDTH; x += 100) out += `<rect x="${x}" width="50" height="${HEIGHT}"/>`;
    out += '</g>';
  }
  layTable(random, (kind, x, y) => {
    out += kind === 'plate' ? plate(random, x, y) : glass(random, x, y);
  });
  const napkinX = random.range(60, 1000);
  out +=
    `<rect x="${num(napkinX)}" y="${num(random.range(360, 420))}" width="140" height="70" rx="6" ` +
    `fill="${random.pick(CLOTH_COLOURS)}" opacity=".85" transform="rotate(${num(random.range(-20, 20))} ${num(napkinX + 70)} 400)"/>`;
  return out;
}

/** A dining room: warm wall, pendant lamps and laid tables. */
function roomScene(random: Random): string {
  const wallHue = random.range(15, 45);
  const accent = random.pick(CLOTH_COLOURS);
  let out =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(wallHue, random.range(30, 50), random.range(32, 50))}"/>` +
    `<rect y="560" width="${WIDTH}" height="240" fill="${hsl(wallHue + 5, 35, 22)}"/>`;
  const windows = random.int(1, 2);
  for (let i = 0; i < windows; i += 1) {
    const x = 120 + i * 560 + random.range(0, 220);
    out +=
      `<rect x="${num(x)}" y="90" width="260" height="300" fill="${hsl(205, 45, random.range(70, 82))}" ` +
      `stroke="${hsl(wallHue, 30, 20)}" stroke-width="14"/>` +
      `<path d="M${num(x + 130)} 90v300M${num(x)} 240h260" stroke="${hsl(wallHue, 30, 20)}" stroke-width="8"/>`;
  }
  const lamps = random.int(2, 4);
  for (let i = 0; i < lamps; i += 1) {
    const x = ((i + 0.5) * WIDTH) / lamps + random.range(-40, 40);
    const drop = random.range(120, 220);
    out +=
      `<circle cx="${num(x)}" cy="${num(drop + 40)}" r="90" fill="#ffd98a" opacity=".22"/>` +
      `<path d="M${num(x)} 0v${num(drop)}" stroke="#222" stroke-width="3"/>` +
      `<path d="M${num(x - 45)} ${num(drop + 45)}l20-45h50l20 45z" fill="${accent}"/>`;
  }
  const tables = random.int(2, 3);
  for (let i = 0; i < tables; i += 1) {
    const cx = ((i + 0.5) * WIDTH) / tables + random.range(-30, 30);
    const cy = random.range(560, 600);
    const chair = hsl(wallHue + random.range(-10, 10), 40, 18);
    out +=
      `<rect x="${num(cx - 150)}" y="${num(cy - 110)}" width="34" height="200" rx="6" fill="${chair}"/>` +
      `<rect x="${num(cx + 116)}" y="${num(cy - 110)}" width="34" height="200" rx="6" fill="${chair}"/>` +
      `<rect x="${num(cx - 10)}" y="${num(cy)}" width="20" height="150" fill="#2b2b2b"/>` +
      `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="130" ry="30" fill="#f6f1e7"/>` +
      `<ellipse cx="${num(cx - 50)}" cy="${num(cy - 4)}" rx="30" ry="8" fill="#fff" stroke="#ddd"/>` +
      `<ellipse cx="${num(cx + 40)}" cy="${num(cy - 4)}" rx="30" ry="8" fill="#fff" stroke="#ddd"/>` +
      `<rect x="${num(cx - 6)}" y="${num(cy - 40)}" width="12" height="34" rx="3" ` +
      `fill="${random.pick(DRINK_COLOURS)}" opacity=".8"/>`;
  }
  return out;
}

export interface PhotoInput {
  /** Usually the restaurant's uuid. */
  seed: Seed;
  /** The photo's place in the gallery: a different picture for each. */
  position: number;
}

export function photoSvg({ seed, position }: PhotoInput): string {
  const random = createRandom(`photo:${seed}:${position}`);
  const scene = random.next() < 0.55 ? tableScene(random) : roomScene(random);
  return svgOpen(`Restaurant photo ${position}`) + scene + '</svg>';
}

const PLACEHOLDER =
  svgOpen('No image') +
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eceef0"/>` +
  '<circle cx="600" cy="360" r="170" fill="#f7f8f9" stroke="#c9ced3" stroke-width="6"/>' +
  '<circle cx="600" cy="360" r="118" fill="none" stroke="#d5d9dd" stroke-width="4"/>' +
  '<g fill="#b4bbc2">' +
  '<rect x="338" y="220" width="7" height="80" rx="3"/><rect x="352" y="220" width="7" height="80" rx="3"/>' +
  '<rect x="366" y="220" width="7" height="80" rx="3"/><path d="M338 292h35v16q0 28-17 34q-18-6-18-34z"/>' +
  '<rect x="349" y="330" width="14" height="200" rx="7"/>' +
  '<path d="M842 220q30 44 24 150h-24z"/><rect x="840" y="362" width="18" height="168" rx="9"/>' +
  '</g>' +
  '<text x="600" y="660" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ' +
  'font-size="44" fill="#8a929a">No image</text>' +
  '</svg>';

/** Shown wherever an image is missing, so the layout never has a broken-image hole. */
export function placeholderSvg(): string {
  return PLACEHOLDER;
}
