import zlib from 'node:zlib';

import { crc32, encodePng, menuBannerPng, PNG_SIGNATURE } from './png';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  crcInput: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
      crc: png.readUInt32BE(at + 8 + length),
      crcInput: png.subarray(at + 4, at + 8 + length),
    });
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  return chunks;
}

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('encodePng', () => {
  it('round-trips pixels through IDAT', () => {
    const pixels = Uint8Array.from([
      255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    const png = encodePng({ width: 3, height: 2, pixels });
    const idat = readChunks(png).find((chunk) => chunk.type === 'IDAT');
    const raw = zlib.inflateSync(idat?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(2 * (1 + 9));
    // Each row: filter type 0, then the row's bytes as given.
    expect([...raw.subarray(0, 10)]).toEqual([0, ...pixels.subarray(0, 9)]);
    expect([...raw.subarray(10)]).toEqual([0, ...pixels.subarray(9)]);
  });

  it('rejects bad sizes', () => {
    expect(() => encodePng({ width: 0, height: 1, pixels: new Uint8Array() })).toThrow(RangeError);
    expect(() => encodePng({ width: 2, height: 1, pixels: new Uint8Array(3) })).toThrow(RangeError);
  });
});

describe('menuBannerPng', () => {
  it('writes a valid PNG with the requested size', () => {
    const png = menuBannerPng({ seed: 'menu-1', width: 320, height: 200 });
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(zlib.crc32(chunk.crcInput));
    const ihdr = chunks[0]?.data ?? Buffer.alloc(13);
    expect(ihdr.length).toBe(13);
    expect(ihdr.readUInt32BE(0)).toBe(320);
    expect(ihdr.readUInt32BE(4)).toBe(200);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    const raw = zlib.inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(200 * (1 + 320 * 3));
  });

  it('defaults to 800x500 and is deterministic per seed', () => {
    const png = menuBannerPng({ seed: 7 });
    expect(png.readUInt32BE(16)).toBe(800);
    expect(png.readUInt32BE(20)).toBe(500);
    expect(menuBannerPng({ seed: 7 }).equals(png)).toBe(true);
    expect(menuBannerPng({ seed: 8 }).equals(png)).toBe(false);
    expect(png.length).toBeLessThan(200 * 1024);
  });

  it('rejects sizes it will not draw', () => {
    expect(() => menuBannerPng({ seed: 1, width: 100_000 })).toThrow(RangeError);
    expect(() => menuBannerPng({ seed: 1, height: 1.5 })).toThrow(RangeError);
  });
});
