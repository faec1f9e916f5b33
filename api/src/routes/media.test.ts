import Fastify, { type FastifyInstance } from 'fastify';

import { type DatabaseHandle, openDatabase } from '../db/client';
import { cuisines, menuCategories, menuFiles, menuItems, restaurants } from '../db/schema';
import errorHandler from '../plugins/error-handler';
import { decode } from 'jpeg-js';

import mediaRoutes, { inlineDisposition } from './media';

const RESTAURANT_UUID = '0b6a9c3e-5d4f-4a1b-9c2d-7e8f9a0b1c2d';
const UNKNOWN_UUID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

/**
 * Own rows in a freshly migrated database rather than the demo seed, so these tests pin the
 * media routes and do not move whenever the seed's data does.
 */
async function insertFixtures(handle: DatabaseHandle) {
  const { db } = handle;
  const [cuisine] = await db.insert(cuisines).values({ name: 'Italian' }).returning();
  const [restaurant] = await db
    .insert(restaurants)
    .values({
      uuid: RESTAURANT_UUID,
      name: 'Trattoria Luigi',
      avatar: `images/restaurants/${RESTAURANT_UUID}.jpg`,
      latitude: 51.5,
      longitude: -0.12,
      cuisineId: cuisine?.id ?? 0,
      priceLevel: 2,
    })
    .returning();
  const restaurantId = restaurant?.id ?? 0;
  // Inserted out of display order, so the PDF shows whether position decides it.
  const [starters, mains] = await db
    .insert(menuCategories)
    .values([
      { restaurantId, name: 'Starters', position: 2 },
      { restaurantId, name: 'Mains', position: 1 },
    ])
    .returning();
  await db.insert(menuItems).values([
    { categoryId: starters?.id ?? 0, name: 'Bruschetta', price: '6.50', position: 1, symbol: 'V' },
    { categoryId: mains?.id ?? 0, name: 'Osso buco', price: '21.00', position: 2 },
    {
      categoryId: mains?.id ?? 0,
      name: 'Risotto',
      price: '14.75',
      position: 1,
      description: 'Saffron',
    },
  ]);
  const files = await db
    .insert(menuFiles)
    .values([
      { restaurantId, fileName: 'dinner-menu.pdf', extension: 'pdf' as const },
      { restaurantId, fileName: 'set-menu.png', extension: 'png' as const },
      { restaurantId, fileName: 'lunch.jpg', extension: 'jpg' as const },
    ])
    .returning({ id: menuFiles.id, extension: menuFiles.extension });
  const idOf = (extension: string) => files.find((file) => file.extension === extension)?.id;
  return { pdfId: idOf('pdf'), pngId: idOf('png'), jpgId: idOf('jpg') };
}

describe('media routes', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let ids: Awaited<ReturnType<typeof insertFixtures>>;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    ids = await insertFixtures(handle);
    app = Fastify();
    await app.register(errorHandler);
    app.decorate('db', handle.db);
    await app.register(mediaRoutes, { prefix: '/api/v1' });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

  describe('restaurant avatars', () => {
    it("draws the restaurant's avatar as a JPEG at the path the seed stores, full size", async () => {
      const response = await get(`images/restaurants/${RESTAURANT_UUID}.jpg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['x-placeholder']).toBeUndefined();
      const image = decode(response.rawPayload, { useTArray: true });
      expect([image.width, image.height]).toEqual([960, 640]);
    });

    it.each([
      ['480', [480, 320]],
      ['99999', [960, 640]],
      ['abc', [960, 640]],
    ])('answers w=%s with a picture of %j', async (w, size) => {
      const response = await get(`images/restaurants/${RESTAURANT_UUID}.jpg?w=${w}`);
      expect(response.statusCode).toBe(200);
      const image = decode(response.rawPayload, { useTArray: true });
      expect([image.width, image.height]).toEqual(size);
    });

    it('gives the same JPEG bytes every time, whatever the uuid case', async () => {
      const first = await get(`images/restaurants/${RESTAURANT_UUID}.jpg?w=480`);
      const upper = await get(`images/restaurants/${RESTAURANT_UUID.toUpperCase()}.jpg?w=480`);
      expect(upper.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(upper.headers.etag).toBe(first.headers.etag);
      const again = await get(`images/restaurants/${RESTAURANT_UUID}.jpg?w=480`, {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers a matching If-None-Match with 304 and no body', async () => {
      const first = await get(`images/restaurants/${RESTAURANT_UUID}.jpg`);
      const again = await get(`images/restaurants/${RESTAURANT_UUID}.jpg`, {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it.each([
      ['an unknown restaurant', `${UNKNOWN_UUID}.jpg`],
      ['a malformed name', 'not-a-uuid.jpg'],
      ['another extension', `${RESTAURANT_UUID}.png`],
      ['an SVG (the pictures are JPEGs, ADR 0026)', `${RESTAURANT_UUID}.svg`],
    ])('falls back to the placeholder for %s', async (_, file) => {
      const response = await get(`images/restaurants/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['x-placeholder']).toBe('1');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toContain('>No image</text>');
    });
  });

  describe('photos', () => {
    it('draws each position as a JPEG, full size or card size, the same bytes each time', async () => {
      const one = await get(`images/photos/${RESTAURANT_UUID}/1.jpg`);
      const two = await get(`images/photos/${RESTAURANT_UUID}/2.jpg`);
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('image/jpeg');
      expect(two.rawPayload.equals(one.rawPayload)).toBe(false);
      const image = decode(one.rawPayload, { useTArray: true });
      expect([image.width, image.height]).toEqual([960, 640]);
      const small = await get(`images/photos/${RESTAURANT_UUID}/1.jpg?w=480`);
      const thumbnail = decode(small.rawPayload, { useTArray: true });
      expect([thumbnail.width, thumbnail.height]).toEqual([480, 320]);
      const oneAgain = await get(`images/photos/${RESTAURANT_UUID}/1.jpg`);
      expect(oneAgain.rawPayload.equals(one.rawPayload)).toBe(true);
    });

    it('falls back to the placeholder for an unknown restaurant', async () => {
      const response = await get(`images/photos/${UNKNOWN_UUID}/1.jpg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-placeholder']).toBe('1');
      expect(response.body).toContain('>No image</text>');
    });

    it.each([
      [`images/photos/${RESTAURANT_UUID}/0.jpg`, 'params/file'],
      [`images/photos/${RESTAURANT_UUID}/100.jpg`, 'params/file'],
      [`images/photos/${RESTAURANT_UUID}/1.png`, 'params/file'],
      [`images/photos/${RESTAURANT_UUID}/1.svg`, 'params/file'],
      ['images/photos/not-a-uuid/1.jpg', 'params/restaurantUuid'],
    ])('rejects %s with a 400 naming %s', async (url, field) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.status).toBe(false);
      expect(body.message).toContain(field);
    });
  });

  it('serves the placeholder itself', async () => {
    const response = await get('images/placeholder.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('>No image</text>');
  });

  describe('menu files', () => {
    it('renders a pdf row as an inline PDF of the menu in display order', async () => {
      const response = await get(`files/menus/${ids.pdfId}.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('inline; filename="dinner-menu.pdf"');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const pdf = response.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pdf).toContain('(Trattoria Luigi) Tj');
      const order = ['(Mains)', '(Risotto)', '(Osso buco)', '(Starters)', '(Bruschetta)'];
      const positions = order.map((text) => pdf.indexOf(text));
      expect(positions.every((at) => at > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(pdf).toContain('(\\24314.75) Tj');

      const again = await get(`files/menus/${ids.pdfId}.pdf`);
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    });

    it('renders a png row as a PNG image', async () => {
      const response = await get(`files/menus/${ids.pngId}.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(response.rawPayload.readUInt32BE(16)).toBe(800);
      const again = await get(`files/menus/${ids.pngId}.png`);
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    });

    it.each([
      ['an unknown id', () => '999999.pdf'],
      ['an id beyond int4', () => '9999999999.pdf'],
      ['an extension the row does not have', () => `${ids.pdfId}.png`],
      ['a jpg row (no JPEG encoder)', () => `${ids.jpgId}.jpg`],
    ])('answers %s with the 404 envelope', async (_, file) => {
      const response = await get(`files/menus/${file()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: 'Menu file not found' });
    });

    it.each(['abc.pdf', '1.gif', '01.pdf', '1.pdf.pdf'])(
      'rejects the malformed name %s with a 400 naming the field',
      async (file) => {
        const response = await get(`files/menus/${file}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          status: false,
          message: expect.stringContaining('params/file'),
        });
      },
    );
  });
});

describe('inlineDisposition', () => {
  it('quotes plain names and adds filename* for others', () => {
    expect(inlineDisposition('set-menu.png')).toBe('inline; filename="set-menu.png"');
    expect(inlineDisposition('café "menu".pdf')).toBe(
      `inline; filename="caf_ _menu_.pdf"; filename*=UTF-8''caf%C3%A9%20%22menu%22.pdf`,
    );
  });
});
