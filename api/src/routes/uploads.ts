import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { cleanFileName, contentMatches, uploadExtension } from '../lib/file-type';
import { HttpError } from '../lib/http-error';
import { insertUpload } from '../repositories/upload-repository';
import { findRestaurantId } from '../repositories/restaurant-repository';
import { ErrorEnvelope, errors, ok, Uuid } from '../schemas/common';

const UUID_PATTERN = new RegExp(Uuid.pattern!);

/** Menu and photo uploads from signed-in users (multipart, one file). */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const maxBytes = app.config.uploadMaxBytes;
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000 },
  });

  app.post(
    '/user/menus-photo-upload',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a menu or photo: png, jpg, jpeg or pdf',
        description:
          `multipart/form-data with one file field (any name) and, optionally, rest_uuid. At most ${megabytes} MB; ` +
          'the content must match the extension (checked by its first bytes).',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: ok(
            Type.Object({
              uuid: Uuid,
              file_name: Type.String(),
              extension: Type.String(),
              size: Type.Integer(),
            }),
          ),
          ...errors,
          401: ErrorEnvelope,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
      let upload: { fileName: string; content: Buffer } | null = null;
      let restUuid: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            upload = { fileName: part.filename, content: await part.toBuffer() };
          } else if (part.fieldname === 'rest_uuid' && typeof part.value === 'string') {
            restUuid = part.value.trim();
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, `The file is too large: at most ${megabytes} MB.`);
        }
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
          throw new HttpError(400, 'Send one file at a time.');
        }
        // Whatever else the multipart parser refuses (no boundary, a cut-off body) is the
        // client's malformed request, not our failure.
        throw new HttpError(400, 'The upload could not be read. Please try again.');
      }
      if (!upload || upload.content.length === 0)
        throw new HttpError(400, 'Choose a file to upload.');
      const fileName = cleanFileName(upload.fileName);
      const extension = uploadExtension(fileName);
      if (!extension)
        throw new HttpError(415, 'Only PNG, JPG, JPEG and PDF files can be uploaded.');
      if (!contentMatches(extension, upload.content)) {
        throw new HttpError(415, `This file is not a real .${extension} file.`);
      }
      let restaurantId: number | null = null;
      if (restUuid) {
        if (!UUID_PATTERN.test(restUuid))
          throw new HttpError(400, 'rest_uuid must be a restaurant uuid.');
        restaurantId = await findRestaurantId(app.db, restUuid);
        if (restaurantId === null) throw new HttpError(404, 'Restaurant not found');
      }
      const stored = await insertUpload(
        app.db,
        {
          userId: request.session!.user.id,
          restaurantId,
          fileName,
          extension,
          content: upload.content,
        },
        app.now(),
      );
      reply.code(201);
      return {
        status: true as const,
        message: 'Your file has been uploaded.',
        data: { uuid: stored.uuid, file_name: fileName, extension, size: upload.content.length },
      };
    },
  );
};

export default uploadRoutes;
