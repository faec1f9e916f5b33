import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { addressBlock } from '../lib/address-block';
import { cleanFileName, uploadExtension, type UploadExtension } from '../lib/file-type';
import {
  isStorageKey,
  type ReceivedFile,
  storageKeyOf,
  UploadRefused,
} from '../lib/upload-storage';
import { HttpError } from '../lib/http-error';
import { findRestaurantId } from '../repositories/restaurant-repository';
import {
  findUpload,
  insertUpload,
  type UploadQuota,
  type UploadUsage,
  uploadUsage,
} from '../repositories/upload-repository';
import { ErrorEnvelope, errors, ok, Uuid } from '../schemas/common';
import { inlineDisposition } from './media';

const UUID_PATTERN = new RegExp(Uuid.pattern!);
const DAY_MS = 86_400_000;
const UPLOAD_FILE = /^([0-9a-fA-F-]{36})\.(png|jpg|jpeg|pdf)$/;
const CONTENT_TYPES: Record<UploadExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};
/** One client address may upload for a few accounts (a household, an office), no more. */
const ADDRESS_FACTOR = 4;

const megabytesOf = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** '45 seconds', '12 minutes', '3 hours': the wait a 429 names. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 90) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/**
 * 429 for a quota used up (`files`: the day's count; `bytes`: the day's total, or a file
 * that would take it past). Retry-After is when the oldest upload of the window leaves it.
 */
function quotaRefusal(
  usage: UploadUsage,
  quota: UploadQuota,
  now: Date,
  which: 'files' | 'bytes' = usage.count >= quota.files ? 'files' : 'bytes',
): HttpError {
  const frees = (usage.oldest?.getTime() ?? now.getTime()) + quota.windowMs;
  const seconds = Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
  const used =
    which === 'files'
      ? `You have uploaded ${quota.files} files in the last 24 hours, the most we take in a day.`
      : `You have uploaded ${megabytesOf(usage.bytes)} in the last 24 hours and a day's uploads ` +
        `may add up to ${megabytesOf(quota.bytes)}: this file does not fit.`;
  return new HttpError(
    429,
    `${used} Please try again in ${waitInWords(seconds)}.`,
    {},
    { 'retry-after': String(seconds) },
  );
}

/**
 * Menu and photo uploads from signed-in users (multipart, one file). The file streams to disk
 * as it arrives, checked on the way; the database gets one small row (ADR 0043).
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { maxBytes, dailyFiles, dailyBytes, perMinute } = app.config.uploads;
  const quota: UploadQuota = { files: dailyFiles, bytes: dailyBytes, windowMs: DAY_MS };
  const storage = app.uploadStorage;
  const tooLarge = `The file is too large: at most ${megabytesOf(maxBytes)}.`;
  await app.register(multipart, {
    // One byte over the limit reaches the check below, which answers 413.
    limits: { fileSize: maxBytes + 1, files: 1, fields: 5, fieldSize: 1000 },
    throwFileSizeLimit: false,
  });
  // The route's own limiter counts addresses (before the token is looked up); this one counts
  // accounts, once the request is known to be signed in.
  const perAccount = app.createRateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `upload-user:${request.session!.user.id}`,
  });

  app.post(
    '/user/menus-photo-upload',
    {
      preHandler: [
        app.authenticate,
        async (request) => {
          const limit = await perAccount(request);
          if (!limit.isAllowed && limit.isExceeded) {
            throw new HttpError(
              429,
              `You have sent too many uploads. Please wait ${waitInWords(limit.ttlInSeconds)} and try again.`,
              {},
              { 'retry-after': String(limit.ttlInSeconds) },
            );
          }
        },
      ],
      config: {
        rateLimit: {
          max: perMinute * ADDRESS_FACTOR,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `upload-address:${addressBlock(request.ip)}`,
          errorResponseBuilder: (_request: unknown, context: { after: string }) =>
            new HttpError(
              429,
              `Too many uploads from your network. Please wait ${context.after} and try again.`,
            ),
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a menu or photo: png, jpg, jpeg or pdf',
        description:
          `multipart/form-data with one file field (any name) and, optionally, rest_uuid. At most ${megabytesOf(maxBytes)}; ` +
          'the content must match the extension (checked by its first bytes). Each account may upload ' +
          `${dailyFiles} files and ${megabytesOf(dailyBytes)} in any 24 hours and send ${perMinute} uploads a minute ` +
          '(429 with Retry-After past either). The file is read back with GET /user/uploads/{uuid}.{extension}.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: ok(
            Type.Object({
              uuid: Uuid,
              file_name: Type.String(),
              extension: Type.String(),
              size: Type.Integer(),
              url: Type.String(),
            }),
          ),
          ...errors,
          401: ErrorEnvelope,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
      const userId = request.session!.user.id;
      // Refused before a byte is written: an account over its quota costs one small query.
      const usage = await uploadUsage(app.db, userId, app.now(), quota.windowMs);
      if (usage.count >= quota.files || usage.bytes >= quota.bytes) {
        throw quotaRefusal(usage, quota, app.now());
      }
      const room = quota.bytes - usage.bytes;
      const limit = Math.min(maxBytes, room);

      let received: (ReceivedFile & { fileName: string; extension: UploadExtension }) | null = null;
      let restUuid: string | null = null;
      let extension: UploadExtension | null = null;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const fileName = cleanFileName(part.filename);
              extension = uploadExtension(fileName);
              if (!extension) {
                part.file.resume();
                throw new HttpError(415, 'Only PNG, JPG, JPEG and PDF files can be uploaded.');
              }
              const file = await storage.receive(part.file, { extension, limit });
              received = { ...file, fileName, extension };
            } else if (part.fieldname === 'rest_uuid' && typeof part.value === 'string') {
              restUuid = part.value.trim();
            }
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          if (error instanceof UploadRefused) {
            if (error.reason === 'too-large') {
              throw limit < maxBytes
                ? quotaRefusal(usage, quota, app.now(), 'bytes')
                : new HttpError(413, tooLarge);
            }
            if (error.reason === 'empty') throw new HttpError(400, 'Choose a file to upload.');
            throw new HttpError(415, `This file is not a real .${extension} file.`);
          }
          const code = (error as { code?: string }).code;
          if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Send one file at a time.');
          if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
            throw new HttpError(400, 'The upload has too many fields.');
          }
          // Whatever else the multipart parser refuses (no boundary, a cut-off body) is the
          // client's malformed request, not our failure.
          throw new HttpError(400, 'The upload could not be read. Please try again.');
        }
        if (!received) throw new HttpError(400, 'Choose a file to upload.');

        let restaurantId: number | null = null;
        if (restUuid) {
          if (!UUID_PATTERN.test(restUuid))
            throw new HttpError(400, 'rest_uuid must be a restaurant uuid.');
          restaurantId = await findRestaurantId(app.db, restUuid);
          if (restaurantId === null) throw new HttpError(404, 'Restaurant not found');
        }

        const uuid = randomUUID();
        const storageKey = storageKeyOf(uuid, received.extension);
        await storage.place(received, storageKey);
        const file = received;
        received = null;
        const now = app.now();
        const row = { uuid, userId, restaurantId, storageKey, size: file.size };
        const result = await insertUpload(
          app.db,
          { ...row, fileName: file.fileName, extension: file.extension },
          now,
          quota,
        ).catch(async (error: unknown) => {
          await storage.remove(storageKey);
          throw error;
        });
        if (!result.stored) {
          await storage.remove(storageKey);
          throw quotaRefusal(result.usage, quota, now);
        }
        reply.code(201);
        return {
          status: true as const,
          message: 'Your file has been uploaded.',
          data: {
            uuid,
            file_name: file.fileName,
            extension: file.extension,
            size: file.size,
            url: `user/uploads/${storageKey}`,
          },
        };
      } finally {
        if (received) await storage.discard(received);
      }
    },
  );

  app.get(
    '/user/uploads/:file',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'One of your uploaded files',
        description:
          'bearer: the file as uploaded, with its content type; anyone else’s upload answers 404.',
        security: [{ bearer: [] }],
        params: Type.Object({
          file: Type.String({ maxLength: 60, description: '<uuid>.<extension>' }),
        }),
        response: {
          200: Type.Unsafe<ReadStream>({ type: 'string', format: 'binary' }),
          304: Type.Unsafe<undefined>({ description: 'unchanged (If-None-Match)' }),
          ...errors,
          401: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const [, uuid, extension] = UPLOAD_FILE.exec(request.params.file) ?? [];
      const upload =
        uuid && UUID_PATTERN.test(uuid)
          ? await findUpload(app.db, uuid, request.session!.user.id)
          : null;
      if (!upload || upload.extension !== extension || !upload.storageKey) {
        throw new HttpError(404, 'File not found');
      }
      if (!isStorageKey(upload.storageKey)) {
        // Only a row written by hand gets here: never follow it out of the folder.
        request.log.warn({ uuid }, 'an upload row has a storage key the storage never gave out');
        throw new HttpError(404, 'File not found');
      }
      const etag = `"${uuid!.toLowerCase()}"`;
      reply
        // A file never changes under its uuid; it is one person's, so no shared cache keeps it.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', etag)
        .header('content-disposition', inlineDisposition(upload.fileName))
        // Opened directly, an uploaded file runs nothing and loads nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(undefined);
      const file = await storage.open(upload.storageKey);
      if (!file) throw new HttpError(404, 'File not found');
      return reply
        .type(CONTENT_TYPES[upload.extension])
        .header('content-length', file.size)
        .send(file.stream);
    },
  );
};

export default uploadRoutes;
