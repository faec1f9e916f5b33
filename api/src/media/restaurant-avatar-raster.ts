/**
 * A restaurant's avatar as a JPEG (ADR 0026): a plate with a dish on it, on the cuisine's
 * colour (the name is always beside the picture, and in its alt text). Drawn in 1200x800
 * units, scaled to the width asked for.
 */
import { Canvas } from './canvas';
import { BLACK, hex, hslToRgb, type Rgb, WHITE } from './colour';
import { encodeJpeg, type PictureWidth } from './jpeg';
import { createRandom } from './random';
import { cuisineHue, FOOD_COLOURS, type RestaurantAvatarInput } from './scene';

const PLATE_CENTRE: Rgb = [0xff, 0xfd, 0xf8];
const PLATE_EDGE: Rgb = [0xee, 0xe4, 0xd4];

/** The avatar's pixels, `width` wide and two thirds as high. */
export function drawRestaurantAvatar(
  { cuisine, seed }: RestaurantAvatarInput,
  width: number,
): Canvas {
  const scale = width / 1200;
  const s = (value: number) => value * scale;
  const random = createRandom(`avatar-raster:${seed}`);
  const hue = cuisineHue(cuisine);
  const canvas = new Canvas(width, Math.round(s(800)));

  canvas.diagonalGradient(hslToRgb(hue, 80, 66), hslToRgb(hue + 18, 70, 40));
  for (let i = random.int(5, 8); i > 0; i -= 1) {
    const x = s(random.range(0, 1200));
    const y = s(random.range(0, 800));
    canvas.circle(x, y, s(random.range(30, 120)), WHITE, random.int(5, 16) / 100);
  }
  canvas.rect(0, s(700), canvas.width, s(100), 0, hslToRgb(hue + 10, 45, 22), 0.25);

  // The plate with its shadow and rim, a dish on it, and leaves of garnish on the rim.
  const cx = s(600);
  const cy = s(450);
  canvas.ellipse(s(612), s(472), s(268), s(256), BLACK, 0.16);
  canvas.circle(cx, cy, s(260), PLATE_EDGE);
  canvas.circle(cx, cy - s(12), s(236), PLATE_CENTRE);
  canvas.ring(cx, cy, s(200), s(4), hslToRgb(hue, 50, 70), 0.7);
  canvas.circle(cx, cy, s(150), hslToRgb(hue, 55, 45), 0.35);
  for (let i = random.int(4, 7); i > 0; i -= 1) {
    const angle = random.range(0, Math.PI * 2);
    const distance = s(random.range(0, 95));
    const food = hex(random.pick(FOOD_COLOURS));
    const r = s(random.range(26, 48));
    canvas.circle(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, r, food);
  }
  const garnish = random.pick([95, 110, 125, 140]);
  let angle = random.range(0, 360);
  for (let i = random.int(3, 5); i > 0; i -= 1, angle += random.range(18, 30)) {
    const radians = (angle * Math.PI) / 180;
    const x = cx + Math.sin(radians) * s(222);
    const y = cy - Math.cos(radians) * s(222);
    const green = hslToRgb(garnish, 45, random.range(32, 44));
    canvas.ellipse(x, y, s(14), s(30), green, 1, angle);
  }

  // Fork and knife.
  const cutlery = (x: number, y: number, w: number, h: number, r: number) =>
    canvas.rect(s(x), s(y), s(w), s(h), s(r), WHITE, 0.88);
  for (const tine of [203, 219, 235, 251]) cutlery(tine, 190, 8, 110, 4);
  cutlery(203, 290, 56, 60, 24);
  cutlery(221, 340, 20, 340, 10);
  cutlery(958, 190, 34, 210, 17);
  cutlery(955, 392, 26, 288, 13);
  return canvas;
}

export const restaurantAvatarJpeg = (input: RestaurantAvatarInput, width: PictureWidth): Buffer =>
  encodeJpeg(drawRestaurantAvatar(input, width));
