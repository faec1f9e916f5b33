import { decode } from 'jpeg-js';

import { drawRestaurantAvatar, restaurantAvatarJpeg } from './restaurant-avatar-raster';

const DISHOOM = {
  name: 'Dishoom',
  cuisine: 'Indian',
  seed: '7c1f0a52-2b1e-4a5b-9a55-1d2c3b4a5f60',
};

describe('restaurantAvatarJpeg', () => {
  it('is a JPEG of the width asked for, two thirds as high', () => {
    for (const width of [480, 960] as const) {
      const image = decode(restaurantAvatarJpeg(DISHOOM, width), { useTArray: true });
      expect([image.width, image.height]).toEqual([width, (width * 2) / 3]);
    }
  });

  it('gives the same bytes for the same restaurant, so responses can be cached', () => {
    expect(restaurantAvatarJpeg(DISHOOM, 480).equals(restaurantAvatarJpeg(DISHOOM, 480))).toBe(
      true,
    );
  });

  it('varies with the restaurant and takes its colours from the cuisine', () => {
    const other = drawRestaurantAvatar({ ...DISHOOM, seed: 'another' }, 480);
    const japanese = drawRestaurantAvatar({ ...DISHOOM, cuisine: 'Japanese' }, 480);
    const dishoom = drawRestaurantAvatar(DISHOOM, 480);
    expect(Buffer.from(other.pixels).equals(Buffer.from(dishoom.pixels))).toBe(false);
    // Same seed, so the same shapes: the corner differs by the cuisine's hue alone.
    expect([...japanese.pixels.subarray(0, 3)]).not.toEqual([...dishoom.pixels.subarray(0, 3)]);
  });

  it('stays small enough for a phone: a card picture under 25 KB', () => {
    expect(restaurantAvatarJpeg(DISHOOM, 480).length).toBeLessThan(25_000);
  });
});
