import { decode } from 'jpeg-js';

import { drawRestaurantPhoto, restaurantPhotoJpeg } from './restaurant-photo-raster';

const SEED = '7c1f0a52-2b1e-4a5b-9a55-1d2c3b4a5f60';

describe('restaurantPhotoJpeg', () => {
  it('is a JPEG of the width asked for, two thirds as high, under 25 KB for a card', () => {
    const small = restaurantPhotoJpeg({ seed: SEED, position: 1 }, 480);
    const image = decode(small, { useTArray: true });
    expect([image.width, image.height]).toEqual([480, 320]);
    expect(small.length).toBeLessThan(25_000);
  });

  it('draws each position differently, and the same position the same way every time', () => {
    const pixels = (position: number) =>
      Buffer.from(drawRestaurantPhoto({ seed: SEED, position }, 240).pixels);
    expect(pixels(1).equals(pixels(1))).toBe(true);
    expect(pixels(1).equals(pixels(2))).toBe(false);
  });
});
