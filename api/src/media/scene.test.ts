import { cuisineHue } from './scene';

describe('cuisineHue', () => {
  it('gives a familiar cuisine its own hue, whatever its case and spaces', () => {
    expect(cuisineHue('Italian')).not.toBe(cuisineHue('Japanese'));
    expect(cuisineHue('italian ')).toBe(cuisineHue('Italian'));
  });

  it('keeps unknown cuisines in the warm reds to ambers', () => {
    for (const cuisine of ['Peruvian', 'Nordic', 'Ethiopian', 'Georgian', 'x']) {
      const hue = cuisineHue(cuisine);
      expect(hue >= 340 || hue <= 55).toBe(true);
    }
  });
});
