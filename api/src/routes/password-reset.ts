import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { forgotPasswordSchema, verifyOtpSchema } from 'shared/validation/forgot-password';
import { passwordUpdateSchema } from 'shared/validation/reset-password';
import { hashPassword } from '../lib/credentials';
import { otpEmail } from '../lib/mail/templates';
import { assertUncommonPassword } from '../lib/common-passwords';
import { parsePayload } from '../lib/payload';
import { HttpError } from '../lib/http-error';
import {
  consumeResetGrant,
  issueOtp,
  OTP_MAX_TRIES,
  OTP_MINUTES,
  RESET_GRANT_MINUTES,
  verifyOtp,
} from '../repositories/otp-repository';
import {
  findUserByEmail,
  recordEmailEvent,
  revokeSessions,
  setPassword,
} from '../repositories/user-repository';
import { assertEmailAllowance } from './email-limit';
import { ErrorEnvelope, errors, ok } from '../schemas/common';

/** OTP emails per address in 15 minutes, known or unknown address alike. */
export const OTP_SENDS_PER_WINDOW = 3;
const OTP_SEND_WINDOW_MS = 15 * 60_000;

export const OTP_SENT = 'OTP has been sent to your email.';
export const OTP_VERIFIED = 'OTP verification successful. Please choose a new password.';
export const OTP_INVALID = 'Invalid OTP. Please try again.';
export const RESET_REFUSED =
  'Your code has not been verified or is no longer valid. Please request a new OTP.';

const Text = Type.Optional(Type.String({ maxLength: 1000 }));
const StatusMessage = Type.Object({ status: Type.Literal(true), message: Type.String() });

/**
 * Forgot password: a 6-digit code by email, then the code, then the new password. Every
 * answer about an email is the same whether an account has it or not.
 */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/forget-password',
    {
      schema: {
        tags: ['password reset'],
        summary: `Email a ${OTP_MINUTES}-minute 6-digit code (the same answer for unknown emails)`,
        description: `At most ${OTP_SENDS_PER_WINDOW} sends per address in 15 minutes (429 with Retry-After).`,
        querystring: Type.Object({ email: Text }),
        response: { 200: StatusMessage, ...errors, 429: ErrorEnvelope },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { email } = parsePayload(forgotPasswordSchema, request.query);
      const now = app.now();
      await assertEmailAllowance(app.db, reply, email, 'otp', now, {
        limit: OTP_SENDS_PER_WINDOW,
        windowMs: OTP_SEND_WINDOW_MS,
        message: 'Too many codes requested. Please wait before asking for another.',
      });
      await recordEmailEvent(app.db, email, 'otp', now);
      const user = await findUserByEmail(app.db, email);
      if (user) {
        const code = await issueOtp(app.db, user.id, now);
        await app.mail.queue({
          to: user.email,
          ...otpEmail({ firstName: user.firstName, code, minutes: OTP_MINUTES }),
        });
      }
      return { status: true as const, message: OTP_SENT };
    },
  );

  app.post(
    '/user/verify-otp',
    {
      schema: {
        tags: ['password reset'],
        summary: 'Check the emailed code',
        description:
          `At most ${OTP_MAX_TRIES} tries per code. Success answers data.reset_token: send it to password-update ` +
          `within ${RESET_GRANT_MINUTES} minutes, once.`,
        querystring: Type.Object({ email: Text, otp: Text }),
        response: {
          200: ok(Type.Object({ reset_token: Type.String() })),
          ...errors,
          429: ErrorEnvelope,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { email, otp } = parsePayload(verifyOtpSchema, request.query);
      const user = await findUserByEmail(app.db, email);
      const resetToken = user ? await verifyOtp(app.db, user.id, otp, app.now()) : null;
      if (!resetToken) throw new HttpError(400, OTP_INVALID);
      return { status: true as const, message: OTP_VERIFIED, data: { reset_token: resetToken } };
    },
  );

  app.post(
    '/user/password-update',
    {
      schema: {
        tags: ['password reset'],
        summary: 'Set a new password, once, right after the code was verified',
        description:
          'email, password and the reset_token from verify-otp, in the query (as the spec calls it) or in a JSON ' +
          'body. Signs the account out everywhere.',
        querystring: Type.Object({ email: Text, password: Text, reset_token: Text }),
        response: { 200: StatusMessage, ...errors, 403: ErrorEnvelope, 429: ErrorEnvelope },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const input = {
        ...request.query,
        // A JSON body is read too, so the password can stay out of URLs; no body is fine.
        ...(typeof request.body === 'object' ? request.body : {}),
      } as { reset_token?: unknown };
      const { email, password } = parsePayload(passwordUpdateSchema, input);
      // Before the grant is used: the diner may choose another with the same code.
      assertUncommonPassword(password);
      const resetToken = typeof input.reset_token === 'string' ? input.reset_token : '';
      const now = app.now();
      const user = await findUserByEmail(app.db, email);
      // Hash first: a refused request costs the same time as an accepted one.
      const passwordHash = await hashPassword(password);
      const granted = user
        ? await app.db.transaction(async (tx) => {
            if (!(await consumeResetGrant(tx, user.id, resetToken, now))) return false;
            await setPassword(tx, user.id, passwordHash, now);
            await revokeSessions(tx, user.id, now);
            return true;
          })
        : false;
      if (!granted) throw new HttpError(403, RESET_REFUSED);
      return { status: true as const, message: 'Your password has been changed. Please sign in.' };
    },
  );
};

export default passwordResetRoutes;
