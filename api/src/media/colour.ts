/** Colour maths shared by the SVG and PNG generators, so both draw from the same palettes. */

export type Rgb = readonly [number, number, number];

/** hue in degrees (any value, wrapped), saturation and lightness in percent. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number) => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let value = p;
    if (t < 1 / 6) value = p + (q - p) * 6 * t;
    else if (t < 1 / 2) value = q;
    else if (t < 2 / 3) value = p + (q - p) * (2 / 3 - t) * 6;
    return Math.round(value * 255);
  };
  return [channel(1 / 3), channel(0), channel(-1 / 3)];
}

/** Hex rather than hsl(): some image tools and older renderers only understand hex colours. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  return `#${hslToRgb(hue, saturation, lightness)
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The colour `amount` of the way from a to b (0..1; beyond that it is clamped). */
export function mixRgb(a: Rgb, b: Rgb, amount: number): Rgb {
  const t = Math.min(Math.max(amount, 0), 1);
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** '#rrggbb' (the palettes the SVGs use) as channels for the raster pictures. */
export const hex = (value: string): Rgb => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
];
