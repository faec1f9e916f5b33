import { topK } from './top-k';

describe('topK', () => {
  const byValue = (a: number, b: number) => a - b;

  it('returns the k smallest in order, like sort().slice()', () => {
    const values = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);
    for (const k of [1, 5, 10, 37, 499, 500, 600]) {
      expect(topK(values, k, byValue)).toEqual([...values].sort(byValue).slice(0, k));
    }
  });

  it('keeps ties in comparator order and handles k = 0', () => {
    const items = [
      { v: 1, id: 3 },
      { v: 0, id: 2 },
      { v: 1, id: 1 },
    ];
    const cmp = (a: { v: number; id: number }, b: { v: number; id: number }) =>
      a.v - b.v || a.id - b.id;
    expect(topK(items, 2, cmp).map((i) => i.id)).toEqual([2, 1]);
    expect(topK(items, 0, cmp)).toEqual([]);
  });
});
