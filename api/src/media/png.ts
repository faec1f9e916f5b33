/**
 * A minimal PNG encoder (8-bit truecolour, no alpha) and the menu image drawn with it. Image
 * libraries would need native builds; PNG is only chunks, CRCs and zlib, which Node ships.
 */
import zlib from 'node:zlib';

import { hslToRgb, mixRgb as mix, type Rgb } from './colour';
import { createRandom, type Seed } from './random';

// Module-level aliases: the per-pixel loop calls these ~2 million times per image, and a global
// lookup of Math in a vm context (Jest's sandbox) makes every call some 30 times slower.
const { abs, ceil, floor, max, min, round, sqrt } = Math;

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Generous for a menu image, and small enough that a bad request cannot exhaust memory. */
export const MAX_DIMENSION = 4096;

/** The CRC-32 of PNG chunks: zlib's (Node 20.15 on; package.json asks for 20.19). */
export const crc32 = (data: Uint8Array): number => zlib.crc32(data) >>> 0;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  // The CRC covers the type and the data, not the length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export interface RgbImage {
  width: number;
  height: number;
  /** width * height * 3 bytes, rows top to bottom. */
  pixels: Uint8Array;
}

function checkDimension(name: string, value: number) {
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
    throw new RangeError(`${name} must be an integer between 1 and ${MAX_DIMENSION}`);
  }
}

export function encodePng({ width, height, pixels }: RgbImage): Buffer {
  checkDimension('width', width);
  checkDimension('height', height);
  const stride = width * 3;
  if (pixels.length !== stride * height) {
    throw new RangeError(`expected ${stride * height} pixel bytes, got ${pixels.length}`);
  }
  // Filter type 0 on every row: deflate already finds repeated rows (a row is well inside its
  // 32 KB window), and a plain copy is much faster than filtering byte by byte.
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    filtered.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // Bytes 10-12 (compression, filter method, interlace) stay 0: the only defined values.
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    // Level 9 is five times slower than the default for about 10% smaller output here.
    chunk('IDAT', zlib.deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const clamp01 = (value: number) => min(max(value, 0), 1);

export interface MenuBannerInput {
  seed: Seed;
  width?: number;
  height?: number;
}

/**
 * A tablecloth (gingham, stripes or diagonals in one palette) with a plate in the middle:
 * what a scanned menu photo would show at a glance, without any text to get wrong.
 */
export function menuBannerPng({ seed, width = 800, height = 500 }: MenuBannerInput): Buffer {
  checkDimension('width', width);
  checkDimension('height', height);
  const random = createRandom(`menu-banner:${seed}`);
  const hue = random.pick([0, 8, 18, 28, 40, 140, 200, 215]);
  const base = hslToRgb(hue, 40, random.range(90, 95));
  const accent = hslToRgb(hue, random.range(45, 65), random.range(42, 55));
  const middle = mix(base, accent, 0.5);
  const pattern = random.pick(['gingham', 'stripes', 'diagonal'] as const);
  const cell = max(4, round(min(width, height) / random.int(8, 14)));
  const stripeColours = [base, accent, base, middle];
  const stripeWidths = stripeColours.map(() => random.int(ceil(cell / 3), cell));
  const stripePeriod = stripeWidths.reduce((sum, w) => sum + w, 0);

  const cloth = (x: number, y: number): Rgb => {
    if (pattern === 'gingham') {
      const across = floor(x / cell) % 2;
      const down = floor(y / cell) % 2;
      return across && down ? accent : across || down ? middle : base;
    }
    if (pattern === 'stripes') {
      let offset = x % stripePeriod;
      for (let i = 0; i < stripeWidths.length; i += 1) {
        const w = stripeWidths[i] ?? 1;
        if (offset < w) return stripeColours[i] ?? base;
        offset -= w;
      }
      return base;
    }
    return floor((x + y) / cell) % 2 ? middle : base;
  };

  const cx = width / 2;
  const cy = height / 2;
  const radius = min(width, height) * 0.32;
  const shadowX = cx + radius * 0.04;
  const shadowY = cy + radius * 0.06;
  const reach = radius * 1.12;
  const pixels = new Uint8Array(width * height * 3);
  // Plain variables rather than colour tuples, and sqrt rather than the much slower hypot:
  // this loop runs for every pixel of every request.
  let red = 0;
  let green = 0;
  let blue = 0;
  const blend = (r: number, g: number, b: number, amount: number) => {
    if (amount <= 0) return;
    red += (r - red) * amount;
    green += (g - green) * amount;
    blue += (b - blue) * amount;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const colour = cloth(x, y);
      red = colour[0];
      green = colour[1];
      blue = colour[2];
      const px = x + 0.5;
      const py = y + 0.5;
      if (abs(px - cx) < reach && abs(py - cy) < reach) {
        // A soft offset shadow, then the plate and its rim with a one-pixel antialiased edge.
        const shadowDistance = sqrt((px - shadowX) ** 2 + (py - shadowY) ** 2);
        blend(0, 0, 0, 0.22 * clamp01((radius * 1.04 - shadowDistance) / (radius * 0.08)));
        const distance = sqrt((px - cx) ** 2 + (py - cy) ** 2);
        blend(251, 248, 242, clamp01(radius - distance + 0.5));
        const ring = abs(distance - radius * 0.76);
        blend(227, 220, 207, clamp01(2 - ring) * clamp01(radius - distance));
      }
      const at = (y * width + x) * 3;
      pixels[at] = round(red);
      pixels[at + 1] = round(green);
      pixels[at + 2] = round(blue);
    }
  }
  return encodePng({ width, height, pixels });
}
