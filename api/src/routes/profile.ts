import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { profileSchema } from 'shared/validation/profile';
import { parsePayload } from '../lib/payload';
import { HttpError } from '../plugins/error-handler';
import { publicUser, updateProfile } from '../repositories/user-repository';
import { ErrorEnvelope, errors, ok } from '../schemas/common';
import { PublicUser } from './accounts';

const Text = Type.Optional(Type.String({ maxLength: 1000 }));
const signedIn = { ...errors, 401: ErrorEnvelope };

/** The signed-in user's own details; there is no way to name anyone else's. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's profile",
        security: [{ bearer: [] }],
        response: { 200: ok(PublicUser), ...signedIn },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'ok',
      data: publicUser(request.session!.user),
    }),
  );

  app.put(
    '/user/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Save the profile (email, first name, last name, phone), validated as at sign-up',
        security: [{ bearer: [] }],
        body: Type.Object({ email: Text, first_name: Text, last_name: Text, phone: Text }),
        response: { 200: ok(PublicUser), ...signedIn, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const details = parsePayload(profileSchema, request.body);
      const user = await updateProfile(app.db, request.session!.user.id, {
        email: details.email,
        firstName: details.first_name,
        lastName: details.last_name,
        phone: details.phone,
      });
      if (!user) {
        throw new HttpError(409, 'An account with this email already exists.', {
          errors: { email: 'An account with this email already exists.' },
        });
      }
      return {
        status: true as const,
        message: 'Your changes have been saved.',
        data: publicUser(user),
      };
    },
  );
};

export default profileRoutes;
