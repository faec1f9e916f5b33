import { Canvas } from './canvas';
import type { Rgb } from './colour';

const RED: Rgb = [255, 0, 0];
const pixel = (canvas: Canvas, x: number, y: number) => {
  const at = (y * canvas.width + x) * 3;
  return [...canvas.pixels.subarray(at, at + 3)];
};

describe('Canvas', () => {
  it('fills a circle, leaves what is outside it, and blends its edge', () => {
    const canvas = new Canvas(40, 40);
    canvas.circle(20, 20, 10, RED);
    expect(pixel(canvas, 20, 20)).toEqual([255, 0, 0]);
    expect(pixel(canvas, 2, 2)).toEqual([0, 0, 0]);
    // The pixel whose centre lies on the edge (x 29.5 = 20 + 10 - 0.5) is half covered.
    const edge = pixel(canvas, 29, 19)[0]!;
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
  });

  it('lays a translucent shape over what is there', () => {
    const canvas = new Canvas(10, 10);
    canvas.rect(0, 0, 10, 10, 0, [200, 200, 200]);
    canvas.rect(0, 0, 10, 10, 0, [0, 0, 0], 0.25);
    expect(pixel(canvas, 5, 5)).toEqual([150, 150, 150]);
  });

  it('draws a ring as an outline, empty in the middle', () => {
    const canvas = new Canvas(40, 40);
    canvas.ring(20, 20, 12, 4, RED);
    expect(pixel(canvas, 20, 20)).toEqual([0, 0, 0]);
    expect(pixel(canvas, 32, 20)).toEqual([255, 0, 0]);
  });

  it('turns an ellipse about its centre', () => {
    const upright = new Canvas(40, 40);
    upright.ellipse(20, 20, 3, 15, RED);
    const turned = new Canvas(40, 40);
    turned.ellipse(20, 20, 3, 15, RED, 1, 90);
    expect(pixel(upright, 20, 8)).toEqual([255, 0, 0]);
    expect(pixel(upright, 8, 20)).toEqual([0, 0, 0]);
    expect(pixel(turned, 8, 20)).toEqual([255, 0, 0]);
    expect(pixel(turned, 20, 8)).toEqual([0, 0, 0]);
  });

  it('rounds a rectangle’s corners', () => {
    const canvas = new Canvas(20, 20);
    canvas.rect(0, 0, 20, 20, 8, RED);
    expect(pixel(canvas, 0, 0)).toEqual([0, 0, 0]);
    expect(pixel(canvas, 10, 0)).toEqual([255, 0, 0]);
  });

  it('runs a gradient from one corner to the other', () => {
    const canvas = new Canvas(11, 11);
    canvas.diagonalGradient([0, 0, 0], [200, 100, 0]);
    expect(pixel(canvas, 0, 0)).toEqual([0, 0, 0]);
    expect(pixel(canvas, 10, 10)).toEqual([200, 100, 0]);
    expect(pixel(canvas, 10, 0)).toEqual([100, 50, 0]);
  });
});
