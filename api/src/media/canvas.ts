/**
 * A small raster canvas for the generated images: filled shapes with anti-aliased edges on an
 * RGB buffer, which png.ts encodes. The browser decodes a raster image off the main thread;
 * each SVG image was a document of its own to build and paint on it (ADR 0026). Edges are anti-aliased from each shape's signed distance: a
 * pixel's coverage is how far its centre lies inside the edge, clamped to one pixel.
 */
import type { Rgb } from './colour';
import type { RgbImage } from './png';

// Module-level aliases: these run once per pixel, and a global Math lookup in Jest's vm
// sandbox is many times slower (see png.ts).
const { abs, ceil, cos, floor, hypot, max, min, round, sin, sqrt } = Math;

/** Signed distance from a point to a shape's edge: negative inside, in pixels. */
type Distance = (x: number, y: number) => number;

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export class Canvas implements RgbImage {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Every pixel, from `from` at the top left corner to `to` at the bottom right. */
  diagonalGradient(from: Rgb, to: Rgb): void {
    const { pixels, width, height } = this;
    const span = max(1, width + height - 2);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const t = (x + y) / span;
        const at = (y * width + x) * 3;
        for (let channel = 0; channel < 3; channel += 1) {
          pixels[at + channel] = round(from[channel]! + (to[channel]! - from[channel]!) * t);
        }
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb, opacity = 1): void {
    this.cover(
      box(cx - r, cy - r, cx + r, cy + r),
      (x, y) => hypot(x - cx, y - cy) - r,
      colour,
      opacity,
    );
  }

  /** A circle's outline, `width` wide, centred on radius r. */
  ring(cx: number, cy: number, r: number, width: number, colour: Rgb, opacity = 1): void {
    const outer = r + width / 2;
    this.cover(
      box(cx - outer, cy - outer, cx + outer, cy + outer),
      (x, y) => abs(hypot(x - cx, y - cy) - r) - width / 2,
      colour,
      opacity,
    );
  }

  /** An ellipse turned `degrees` clockwise about its centre. */
  ellipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    colour: Rgb,
    opacity = 1,
    degrees = 0,
  ): void {
    const angle = (degrees * Math.PI) / 180;
    const c = cos(angle);
    const s = sin(angle);
    const reach = max(rx, ry);
    this.cover(
      box(cx - reach, cy - reach, cx + reach, cy + reach),
      (x, y) => {
        const dx = x - cx;
        const dy = y - cy;
        // Into the ellipse's own axes, then the usual first-order distance estimate.
        const u = (dx * c + dy * s) / rx;
        const v = (-dx * s + dy * c) / ry;
        const k = sqrt(u * u + v * v);
        const gradient = sqrt((u / rx) ** 2 + (v / ry) ** 2);
        return gradient === 0 ? -min(rx, ry) : (k * (k - 1)) / gradient;
      },
      colour,
      opacity,
    );
  }

  /** A rectangle with corners rounded to radius r. */
  rect(x: number, y: number, w: number, h: number, r: number, colour: Rgb, opacity = 1): void {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const radius = min(r, w / 2, h / 2);
    this.cover(
      box(x, y, x + w, y + h),
      (px, py) => {
        const qx = abs(px - cx) - (w / 2 - radius);
        const qy = abs(py - cy) - (h / 2 - radius);
        return hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius;
      },
      colour,
      opacity,
    );
  }

  private cover(bounds: Bounds, distance: Distance, colour: Rgb, opacity: number): void {
    // One pixel beyond the shape for its soft edge, clipped to the canvas.
    const left = max(0, floor(bounds.left) - 1);
    const top = max(0, floor(bounds.top) - 1);
    const right = min(this.width, ceil(bounds.right) + 1);
    const bottom = min(this.height, ceil(bounds.bottom) + 1);
    const { pixels, width } = this;
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        const coverage = min(max(0.5 - distance(x + 0.5, y + 0.5), 0), 1) * opacity;
        if (coverage <= 0) continue;
        const at = (y * width + x) * 3;
        for (let channel = 0; channel < 3; channel += 1) {
          const below = pixels[at + channel]!;
          pixels[at + channel] = round(below + (colour[channel]! - below) * coverage);
        }
      }
    }
  }
}

const box = (left: number, top: number, right: number, bottom: number): Bounds => ({
  left,
  top,
  right,
  bottom,
});
