import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { profileSchema } from 'shared/validation/profile';
import { verifyPassword } from '../lib/credentials';
import { parsePayload } from '../lib/payload';
import { assertSignInAllowed, countSignInFailure } from './sign-in-limit';
import { HttpError } from '../lib/http-error';
import { findDietaryNeeds } from '../repositories/dietary-needs-repository';
import { findUserByEmail, publicUser, updateProfile } from '../repositories/user-repository';
import { ErrorEnvelope, errors, ok } from '../schemas/common';
import { PublicUser } from './accounts';
import { EMAIL_CHANGE_PENDING, startEmailChange } from './email-change';

const Text = Type.Optional(Type.String({ maxLength: 1000 }));
const signedIn = { ...errors, 401: ErrorEnvelope };

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email.';
export const CURRENT_PASSWORD_WRONG = 'That is not your current password.';
const EMAIL_TAKEN = 'An account with this email already exists.';

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

  app.get(
    '/user/dietary-needs',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in diner's kept dietary needs, offered at checkout (ADR 0055)",
        description:
          "Kept when a booking is made with remember_dietary; none kept answers an empty list. Never in the profile's answer, which sign-in stores on the device.",
        security: [{ bearer: [] }],
        response: {
          200: ok(
            Type.Object({
              dietary_allergens: Type.Array(Type.String()),
              dietary_notes: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
          ...signedIn,
        },
      },
    },
    async (request) => {
      const kept = await findDietaryNeeds(app.db, request.session!.user.id);
      return {
        status: true as const,
        message: 'ok',
        data: { dietary_allergens: kept.allergens, dietary_notes: kept.notes },
      };
    },
  );

  app.put(
    '/user/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary:
          'Save the profile (first name, last name, phone now; a new email once the link sent to it is opened)',
        description:
          'A new email needs current_password: the bearer token alone must not be enough to move the account ' +
          '(and with it the password reset) to another address. Wrong ones count with failed sign-ins (429). ' +
          'The new address is emailed a link (GET /user/confirm-email) that makes the change, and the old one ' +
          'is told; data keeps the old email until then.',
        security: [{ bearer: [] }],
        body: Type.Object({
          email: Text,
          first_name: Text,
          last_name: Text,
          phone: Text,
          current_password: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response: {
          200: ok(PublicUser),
          ...signedIn,
          403: ErrorEnvelope,
          409: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const details = parsePayload(profileSchema, request.body);
      const me = request.session!.user;
      if (details.email !== me.email.toLowerCase()) {
        const password = request.body.current_password ?? '';
        const now = app.now();
        // Guesses here count with sign-in's: a stolen token must not be a second way to try
        // passwords (each also costs a scrypt hash).
        if (password) await assertSignInAllowed(app.db, reply, me.email, request.ip, now);
        // A wrong one says so: the diner has typed a password, and being asked for one again
        // reads as if it had not been sent.
        const problem = !password
          ? EMAIL_CHANGE_NEEDS_PASSWORD
          : (await verifyPassword(password, me.passwordHash))
            ? null
            : CURRENT_PASSWORD_WRONG;
        if (problem === CURRENT_PASSWORD_WRONG) {
          await countSignInFailure(app.db, me.email, request.ip, now);
        }
        if (problem) throw new HttpError(403, problem, { errors: { current_password: problem } });
      }
      const changing = details.email !== me.email.toLowerCase();
      // An address another account has is refused now, not only once its link is opened.
      if (changing && (await findUserByEmail(app.db, details.email))) {
        throw new HttpError(409, EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
      }
      // A new address waits for the link sent to it (a 429 past its limit saves nothing).
      if (changing) {
        await startEmailChange(app, reply, { ...me, firstName: details.first_name }, details.email);
      }
      const user = await updateProfile(app.db, me.id, {
        email: changing ? me.email : details.email,
        firstName: details.first_name,
        lastName: details.last_name,
        phone: details.phone,
      });
      if (!user) throw new HttpError(409, EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
      return {
        status: true as const,
        message: changing ? EMAIL_CHANGE_PENDING(details.email) : 'Your changes have been saved.',
        data: publicUser(user),
      };
    },
  );
};

export default profileRoutes;
