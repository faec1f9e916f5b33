/**
 * JPEG for the generated pictures. PNG (png.ts) keeps them exact but, for an illustration of
 * gradients and soft edges, is much larger than JPEG at quality 75 (ADR 0026).
 * jpeg-js is plain JavaScript: no native build, nothing fetched at install.
 */
import { encode } from 'jpeg-js';

import type { RgbImage } from './png';

export const JPEG_QUALITY = 75;

/** The widths the pictures are served at: a card's, and the full size (ADR 0026). */
export type PictureWidth = 480 | 960;

export function encodeJpeg({ width, height, pixels }: RgbImage, quality = JPEG_QUALITY): Buffer {
  // jpeg-js reads RGBA.
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let from = 0, to = 0; from < pixels.length; from += 3, to += 4) {
    rgba[to] = pixels[from]!;
    rgba[to + 1] = pixels[from + 1]!;
    rgba[to + 2] = pixels[from + 2]!;
  }
  return encode({ data: rgba, width, height }, quality).data;
}
