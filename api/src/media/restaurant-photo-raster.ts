/**
 * A restaurant's gallery photo as a JPEG (ADR 0026): a table seen from above, or the dining
 * room, with the canvas's shapes. Wood grain is straight here and
 * the napkin square to the table: the canvas has no curves or turned rectangles.
 */
import { Canvas } from './canvas';
import { BLACK, hex, hslToRgb, WHITE } from './colour';
import { encodeJpeg, type PictureWidth } from './jpeg';
import { createRandom, type Random } from './random';
import { CLOTH_COLOURS, DRINK_COLOURS, FOOD_COLOURS, layTable, type PhotoInput } from './scene';

type Scale = (value: number) => number;

function plate(canvas: Canvas, s: Scale, random: Random, cx: number, cy: number) {
  const r = random.range(105, 140);
  canvas.circle(s(cx + 8), s(cy + 10), s(r), BLACK, 0.18);
  canvas.circle(s(cx), s(cy), s(r), hex('#fbf8f2'));
  canvas.ring(s(cx), s(cy), s(r * 0.74), s(3), hex('#e3dccf'));
  for (let i = random.int(3, 6); i > 0; i -= 1) {
    const angle = random.range(0, Math.PI * 2);
    const distance = random.range(0, r * 0.35);
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    const rx = random.range(r * 0.14, r * 0.3);
    const ry = random.range(r * 0.12, r * 0.26);
    canvas.ellipse(s(x), s(y), s(rx), s(ry), hex(random.pick(FOOD_COLOURS)));
  }
}

function glass(canvas: Canvas, s: Scale, random: Random, cx: number, cy: number) {
  const r = random.range(40, 58);
  canvas.circle(s(cx + 6), s(cy + 8), s(r), BLACK, 0.14);
  canvas.circle(s(cx), s(cy), s(r), hex(random.pick(DRINK_COLOURS)), 0.7);
  canvas.ring(s(cx), s(cy), s(r), s(4), WHITE);
  canvas.ellipse(s(cx - r * 0.35), s(cy - r * 0.35), s(r * 0.22), s(r * 0.12), WHITE, 0.6, -35);
}

function tableScene(canvas: Canvas, s: Scale, random: Random) {
  const wooden = random.next() < 0.5;
  canvas.rect(
    0,
    0,
    canvas.width,
    canvas.height,
    0,
    wooden
      ? hslToRgb(random.range(18, 32), 45, random.range(30, 42))
      : hex(random.pick(CLOTH_COLOURS)),
  );
  if (wooden) {
    for (let y = random.range(30, 90); y < 800; y += random.range(70, 130)) {
      canvas.rect(0, s(y), canvas.width, s(3), 0, BLACK, 0.12);
    }
  } else {
    for (let x = 0; x < 1200; x += 100) canvas.rect(s(x), 0, s(50), canvas.height, 0, WHITE, 0.12);
  }
  layTable(random, (kind, x, y) => {
    if (kind === 'plate') plate(canvas, s, random, x, y);
    else glass(canvas, s, random, x, y);
  });
  const napkinX = random.range(60, 1000);
  const napkinY = random.range(360, 420);
  canvas.rect(s(napkinX), s(napkinY), s(140), s(70), s(6), hex(random.pick(CLOTH_COLOURS)), 0.85);
}

function roomScene(canvas: Canvas, s: Scale, random: Random) {
  const wallHue = random.range(15, 45);
  const accent = hex(random.pick(CLOTH_COLOURS));
  const wall = hslToRgb(wallHue, random.range(30, 50), random.range(32, 50));
  canvas.rect(0, 0, canvas.width, canvas.height, 0, wall);
  canvas.rect(0, s(560), canvas.width, s(240), 0, hslToRgb(wallHue + 5, 35, 22));
  const frame = hslToRgb(wallHue, 30, 20);
  for (let i = 0, windows = random.int(1, 2); i < windows; i += 1) {
    const x = 120 + i * 560 + random.range(0, 220);
    canvas.rect(s(x - 7), s(83), s(274), s(314), 0, frame);
    canvas.rect(s(x + 7), s(97), s(246), s(286), 0, hslToRgb(205, 45, random.range(70, 82)));
    canvas.rect(s(x + 126), s(90), s(8), s(300), 0, frame);
    canvas.rect(s(x), s(236), s(260), s(8), 0, frame);
  }
  for (let i = 0, lamps = random.int(2, 4); i < lamps; i += 1) {
    const x = ((i + 0.5) * 1200) / lamps + random.range(-40, 40);
    const drop = random.range(120, 220);
    canvas.circle(s(x), s(drop + 40), s(90), hex('#ffd98a'), 0.22);
    canvas.rect(s(x - 1.5), 0, s(3), s(drop), 0, hex('#222222'));
    canvas.rect(s(x - 35), s(drop), s(70), s(45), s(10), accent);
  }
  for (let i = 0, tables = random.int(2, 3); i < tables; i += 1) {
    const cx = ((i + 0.5) * 1200) / tables + random.range(-30, 30);
    const cy = random.range(560, 600);
    const chair = hslToRgb(wallHue + random.range(-10, 10), 40, 18);
    canvas.rect(s(cx - 150), s(cy - 110), s(34), s(200), s(6), chair);
    canvas.rect(s(cx + 116), s(cy - 110), s(34), s(200), s(6), chair);
    canvas.rect(s(cx - 10), s(cy), s(20), s(150), 0, hex('#2b2b2b'));
    canvas.ellipse(s(cx), s(cy), s(130), s(30), hex('#f6f1e7'));
    canvas.ellipse(s(cx - 50), s(cy - 4), s(30), s(8), WHITE);
    canvas.ellipse(s(cx + 40), s(cy - 4), s(30), s(8), WHITE);
    canvas.rect(s(cx - 6), s(cy - 40), s(12), s(34), s(3), hex(random.pick(DRINK_COLOURS)), 0.8);
  }
}

/** The photo's pixels, `width` wide and two thirds as high. */
export function drawRestaurantPhoto({ seed, position }: PhotoInput, width: number): Canvas {
  const scale = width / 1200;
  const s: Scale = (value) => value * scale;
  const canvas = new Canvas(width, Math.round(s(800)));
  const random = createRandom(`photo:${seed}:${position}`);
  if (random.next() < 0.55) tableScene(canvas, s, random);
  else roomScene(canvas, s, random);
  return canvas;
}

export const restaurantPhotoJpeg = (input: PhotoInput, width: PictureWidth): Buffer =>
  encodeJpeg(drawRestaurantPhoto(input, width));
