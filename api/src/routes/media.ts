import { createHash } from 'node:crypto';

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { describedPattern, errors, Uuid } from '../schemas/common';
import { menuPdf } from '../media/pdf';
import { menuBannerPng } from '../media/png';
import type { PictureWidth } from '../media/jpeg';
import { restaurantAvatarJpeg } from '../media/restaurant-avatar-raster';
import { restaurantPhotoJpeg } from '../media/restaurant-photo-raster';
import { LruCache } from '../lib/lru-cache';
import { placeholderSvg } from '../media/svg';
import { HttpError } from '../lib/http-error';
import { findMenuFile, findRestaurantForAvatar } from '../repositories/media-repository';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const AVATAR_FILE = new RegExp(`^(${UUID})\\.jpg$`);
const PHOTO_FILE = describedPattern(
  '^([1-9][0-9]?)\\.jpg$',
  'must be a photo file name such as 1.jpg',
);
const MENU_FILE = describedPattern(
  '^([1-9][0-9]{0,9})\\.(pdf|png|jpg|jpeg)$',
  'must be a menu file name such as 12.pdf',
);
/** menu_files.id is an int4: a larger id cannot exist, and PostgreSQL would reject it. */
const MAX_ID = 2_147_483_647;

const SVG = 'image/svg+xml; charset=utf-8';
const JPEG = 'image/jpeg';
/** A card's picture; the full width (960) otherwise. */
const THUMBNAIL_WIDTH: PictureWidth = 480;
// A JPEG is slow to draw and encode (ADR 0026): the pictures of the restaurants on screen are
// drawn once, not for every diner.
const jpegs = new LruCache<string, Buffer>(400);

function cachedJpeg(key: string, draw: () => Buffer): Buffer {
  let jpeg = jpegs.get(key);
  if (!jpeg) {
    jpeg = draw();
    jpegs.set(key, jpeg);
  }
  return jpeg;
}

/** Loose like the file names: any other `w` gets the full-size picture. */
const widthAsked = (query: { w?: string }): PictureWidth =>
  query.w === String(THUMBNAIL_WIDTH) ? THUMBNAIL_WIDTH : 960;
const ONE_DAY = 86_400;
// A missing image may appear later (a restaurant added, a seed still loading), so its stand-in
// must not stick in browser caches for a day.
const FALLBACK_MAX_AGE = 300;
const MENU_FILE_NOT_FOUND = 'Menu file not found';

const errorResponses = errors;

const widthQuery = {
  type: 'object',
  properties: {
    w: { type: 'string', maxLength: 20, description: '480: the size for a card' },
  },
} as const;

const avatarSchema = {
  tags: ['media'],
  summary:
    "A restaurant's generated avatar: JPEG, 960 wide, or 480 with w=480; the placeholder (SVG) when it has none",
  params: {
    type: 'object',
    required: ['file'],
    properties: {
      // Deliberately loose: any bad name answers with the placeholder image, not an error body.
      file: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        description: '<restaurant uuid>.jpg',
      },
    },
  },
  querystring: widthQuery,
  response: errorResponses,
} as const;

const photoSchema = {
  tags: ['media'],
  summary: "One of a restaurant's generated gallery photos: JPEG, 960 wide, or 480 with w=480",
  params: {
    type: 'object',
    required: ['restaurantUuid', 'file'],
    properties: {
      restaurantUuid: { type: 'string', pattern: Uuid.pattern },
      file: { type: 'string', pattern: PHOTO_FILE, description: '<position 1-99>.jpg' },
    },
  },
  querystring: widthQuery,
  response: errorResponses,
} as const;

const placeholderSchema = {
  tags: ['media'],
  summary: 'The image shown wherever one is missing (SVG)',
  response: errorResponses,
} as const;

const menuFileSchema = {
  tags: ['media'],
  summary: 'A generated menu file: PDF, or PNG for image menus',
  params: {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', pattern: MENU_FILE, description: '<menu_files.id>.<extension>' },
    },
  },
  response: errorResponses,
} as const;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

interface SendOptions {
  placeholder?: boolean;
  maxAge?: number;
  disposition?: string;
}

function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: string | Buffer,
  { placeholder = false, maxAge = ONE_DAY, disposition }: SendOptions = {},
) {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  reply
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  // SVG opened directly is a document: forbid scripts and fetches should one ever slip in.
  if (type === SVG) {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  }
  if (placeholder) reply.header('x-placeholder', '1');
  if (disposition) reply.header('content-disposition', disposition);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(bytes);
}

function sendPlaceholder(request: FastifyRequest, reply: FastifyReply, maxAge = FALLBACK_MAX_AGE) {
  return sendMedia(request, reply, SVG, placeholderSvg(), { placeholder: true, maxAge });
}

/** RFC 6266: a plain ASCII filename for every client, plus filename* when the name needs UTF-8. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `inline; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Generated restaurant images and menu files, at the paths the seed stores (relative to the
 * API base): images/restaurants/<uuid>.jpg, images/photos/<uuid>/<n>.jpg, files/menus/<id>.<ext>.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/images/placeholder.svg', { schema: placeholderSchema }, async (request, reply) =>
    sendPlaceholder(request, reply, ONE_DAY),
  );

  app.get<{ Params: { file: string }; Querystring: { w?: string } }>(
    '/images/restaurants/:file',
    { schema: avatarSchema },
    async (request, reply) => {
      const [, uuid] = AVATAR_FILE.exec(request.params.file) ?? [];
      const restaurant = uuid ? await findRestaurantForAvatar(app.db, uuid) : null;
      if (!uuid || !restaurant) return sendPlaceholder(request, reply);
      const width = widthAsked(request.query);
      const seed = uuid.toLowerCase();
      const jpeg = cachedJpeg(`avatar:${seed}:${width}:${restaurant.cuisine}`, () =>
        restaurantAvatarJpeg({ cuisine: restaurant.cuisine, seed }, width),
      );
      return sendMedia(request, reply, JPEG, jpeg);
    },
  );

  app.get<{ Params: { restaurantUuid: string; file: string }; Querystring: { w?: string } }>(
    '/images/photos/:restaurantUuid/:file',
    { schema: photoSchema },
    async (request, reply) => {
      const { restaurantUuid, file } = request.params;
      const position = Number.parseInt(file, 10);
      const restaurant = await findRestaurantForAvatar(app.db, restaurantUuid);
      if (!restaurant) return sendPlaceholder(request, reply);
      const width = widthAsked(request.query);
      const seed = restaurantUuid.toLowerCase();
      const jpeg = cachedJpeg(`photo:${seed}:${position}:${width}`, () =>
        restaurantPhotoJpeg({ seed, position }, width),
      );
      return sendMedia(request, reply, JPEG, jpeg);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/files/menus/:file',
    { schema: menuFileSchema },
    async (request, reply) => {
      const [idText = '', extension = ''] = request.params.file.split('.');
      const id = Number(idText);
      const menuFile = id <= MAX_ID ? await findMenuFile(app.db, id) : null;
      if (!menuFile || menuFile.extension !== extension) {
        throw new HttpError(404, MENU_FILE_NOT_FOUND);
      }
      const disposition = inlineDisposition(menuFile.fileName);
      if (menuFile.extension === 'pdf') {
        const pdf = menuPdf({
          restaurantName: menuFile.restaurantName,
          categories: menuFile.categories,
        });
        return sendMedia(request, reply, 'application/pdf', pdf, { disposition });
      }
      if (menuFile.extension === 'png') {
        const png = menuBannerPng({ seed: `${menuFile.restaurantUuid}:${id}` });
        return sendMedia(request, reply, 'image/png', png, { disposition });
      }
      // jpg/jpeg rows would need a JPEG encoder; until there is one, such files do not exist here.
      throw new HttpError(404, MENU_FILE_NOT_FOUND);
    },
  );
};

export default mediaRoutes;
