import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { guestCheckoutSchema } from 'shared/validation/guest-checkout';
import { resendEmailSchema } from 'shared/validation/resend-email';
import { signInSchema } from 'shared/validation/sign-in';
import { signUpSchema } from 'shared/validation/sign-up';
import {
  RETURNING_GUEST_CODE_MINUTES,
  returningGuestCodeSchema,
} from 'shared/validation/returning-guest';
import { assertUncommonPassword } from '../lib/common-passwords';
import { hashPassword, verifyPassword } from '../lib/credentials';
import { addressBlock } from '../lib/address-block';
import { activationEmail, checkoutCodeEmail } from '../lib/mail/templates';
import { parsePayload } from '../lib/payload';
import { CAPTCHA_HEADER } from '../plugins/captcha';
import { HttpError } from '../lib/http-error';
import { assertEmailAllowance } from './email-limit';
import { answered } from './refusal-answer';
import { assertSignInAllowed, countSignInFailure } from './sign-in-limit';
import { type Claim, liveHold, registerForHold } from '../repositories/reservation-repository';
import { issueCheckoutCode, useCheckoutCode } from '../repositories/checkout-code-repository';
import {
  activate,
  findUserByEmail,
  insertUser,
  issueToken,
  publicUser,
  recordEmailEvent,
  revokeToken,
  type User,
} from '../repositories/user-repository';
import { ErrorEnvelope, errors, ok, Uuid } from '../schemas/common';

const Text = Type.Optional(Type.String({ maxLength: 1000 }));

export const PublicUser = Type.Object({
  id: Type.Integer(),
  uuid: Uuid,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
});

const CaptchaHeaders = Type.Object({
  [CAPTCHA_HEADER]: Type.Optional(Type.String({ maxLength: 4000 })),
  'x-hold-token': Type.Optional(Type.String({ maxLength: 200 })),
});

/** Resend-activation sends per address and hour; counted in the database, across processes. */
export const ACTIVATION_SENDS_PER_HOUR = 3;
/** Checkout codes one address may be sent in an hour, whatever holds ask for them. */
export const RETURNING_GUEST_CODES_PER_HOUR = 6;
/** data.status of a checkout registration answered with a code instead of an account. */
export const RETURNING_GUEST_STATUS = 'code_sent';
export const CODES_USED_UP =
  'We have sent this table all the codes we can. Use the latest one, or sign in to book.';
export const CODE_NOT_RIGHT =
  'That code is not right or has expired. Check the latest email, or ask for a new code.';

export const ACTIVATION_LINK_INVALID =
  'This activation link has expired or was already used. Sign in, or ask for a new link.';

const MESSAGES = {
  registered: 'Registration successful. Please check your email to activate your account.',
  inactive:
    'This email is already registered but not yet activated. Please use the link in the activation email, or resend it.',
  active: 'An account with this email already exists. Please sign in.',
  codeSent:
    'This email already has a TableHop account. We have emailed it a 6-digit code: enter it to book this table.',
  badCredentials: 'The email or password is incorrect.',
  notActivated:
    'Please activate your account first: use the link in the email we sent you, or resend it.',
  resent:
    'If that email belongs to an account waiting for activation, a new activation link is on its way.',
};

/**
 * Guest registrations at checkout a client address may make in 10 minutes, per sign-up the
 * address may make: each needs a live hold of its own, so this only stops bulk accounts.
 */
export const GUEST_REGISTRATIONS_PER_SIGN_UP = 10;

type RegistrationKind = 'reservation' | 'register';
// Read in the rate limiter's preHandler hook, after the body passed the route's schema.
const registrationKind = (request: FastifyRequest): RegistrationKind =>
  (request.body as { register_type: RegistrationKind }).register_type;

const REGISTRATIONS_LIMITED: Record<RegistrationKind, string> = {
  register: 'Too many sign-ups from this network',
  reservation: 'Too many guest bookings from this network',
};

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const registrationLimits: Record<RegistrationKind, number> = {
    register: app.config.registrationLimit,
    reservation: app.config.registrationLimit * GUEST_REGISTRATIONS_PER_SIGN_UP,
  };
  const sendActivation = async (user: User) => {
    const token = await issueToken(app.db, user.id, 'activation', app.now());
    // The site's own page (remote-account) activates with one click, not the opening of the link.
    const link = `${app.config.publicUrl}/activate-account?token=${encodeURIComponent(token)}`;
    await app.mail.queue({
      to: user.email,
      ...activationEmail({ firstName: user.firstName, link }),
    });
  };

  app.post(
    '/user/guest-register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up (register_type register) or register a guest at checkout (reservation)',
        description:
          'A new account is inactive until its activation link is followed. register: password and a solved captcha ' +
          `(${CAPTCHA_HEADER} header) are required. reservation: reservation_uuid and the hold's x-hold-token are ` +
          'required; the held table is then bookable for this guest (guest_id = data.id) and nobody else. ' +
          'An email already registered: at sign-up 409 with data.status inactive or active; at checkout a ' +
          '6-digit code is emailed to it and the answer is 409 with data.status code_sent, the same whatever ' +
          'the account, and the code goes to guest-register/code. 429 (with Retry-After) ' +
          'past the sign-ups one client address may make in 10 minutes (REGISTRATION_LIMIT); guest ' +
          `registrations at checkout count apart, up to ${GUEST_REGISTRATIONS_PER_SIGN_UP} times as many.`,
        headers: CaptchaHeaders,
        body: Type.Object({
          first_name: Text,
          last_name: Text,
          phone: Text,
          email: Text,
          password: Text,
          params: Type.Optional(Type.Literal('create')),
          register_type: Type.Union([Type.Literal('reservation'), Type.Literal('register')]),
          reservation_uuid: Type.Optional(Uuid),
        }),
        response: {
          201: ok(PublicUser),
          ...errors,
          403: ErrorEnvelope,
          409: ErrorEnvelope,
          410: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
      config: {
        rateLimit: {
          // Counted after validation, so by kind: a guest at checkout (one account per live
          // hold, which the hold limits already bound) is not refused by the sign-ups of the
          // shared Wi-Fi or mobile network it is on.
          keyGenerator: (request: FastifyRequest) =>
            `${registrationKind(request)}:${addressBlock(request.ip)}`,
          max: (request: FastifyRequest) => registrationLimits[registrationKind(request)],
          timeWindow: '10 minutes',
          hook: 'preHandler',
          errorResponseBuilder: (
            request: FastifyRequest,
            context: { max: number; after: string },
          ) =>
            new HttpError(
              429,
              `${REGISTRATIONS_LIMITED[registrationKind(request)]}: at most ${context.max} in 10 minutes. ` +
                `Please try again in ${context.after}.`,
            ),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = app.now();
      const atCheckout = body.register_type === 'reservation';
      let hold: Claim | null = null;
      const details = atCheckout
        ? { ...parsePayload(guestCheckoutSchema, body), password: null }
        : parsePayload(signUpSchema, body);
      // Before the captcha, whose token a refusal here would waste.
      if (details.password) assertUncommonPassword(details.password);
      if (atCheckout) {
        if (!body.reservation_uuid) {
          throw new HttpError(400, 'reservation_uuid is required to register at checkout.', {
            errors: { reservation_uuid: 'reservation_uuid is required to register at checkout.' },
          });
        }
        // The hold is checked before the email: a stranger without the hold's token learns
        // nothing about which addresses have accounts.
        hold = answered(
          await liveHold(app.db, body.reservation_uuid, request.headers['x-hold-token'], now),
        );
      } else {
        await app.captcha.verify(request.headers[CAPTCHA_HEADER], request.ip);
      }
      const existing = await findUserByEmail(app.db, details.email);
      // A returning guest books by the code sent to the address: the answer is the same for an
      // active account as for one never activated, so the caller learns neither.
      if (existing && hold) {
        await assertEmailAllowance(app.db, reply, details.email, 'checkout_code', now, {
          limit: RETURNING_GUEST_CODES_PER_HOUR,
          windowMs: 3_600_000,
          message: 'Too many codes sent to this email. Please try again later, or sign in.',
        });
        const sent = await issueCheckoutCode(app.db, hold.id, existing.id, now);
        if (!sent) {
          throw new HttpError(429, CODES_USED_UP);
        }
        await recordEmailEvent(app.db, details.email, 'checkout_code', now);
        await app.mail.queue({
          to: existing.email,
          ...checkoutCodeEmail({
            firstName: existing.firstName,
            code: sent.code,
            minutes: RETURNING_GUEST_CODE_MINUTES,
            restaurantName: sent.restaurantName,
          }),
        });
        throw new HttpError(409, MESSAGES.codeSent, {
          data: {
            id: null,
            first_name: details.first_name,
            last_name: details.last_name,
            email: details.email,
            status: RETURNING_GUEST_STATUS,
          },
        });
      }
      const alreadyRegistered = (user: Pick<User, 'status'>) =>
        new HttpError(409, user.status === 'active' ? MESSAGES.active : MESSAGES.inactive, {
          // Only what the diner typed comes back: the stored names stay private.
          data: {
            id: null,
            first_name: details.first_name,
            last_name: details.last_name,
            email: details.email,
            status: user.status,
          },
        });
      if (existing) throw alreadyRegistered(existing);
      // Hashed before the transaction: scrypt's 32 MiB and CPU time hold no database lock.
      const passwordHash = details.password ? await hashPassword(details.password) : null;
      const newUser = {
        firstName: details.first_name,
        lastName: details.last_name,
        email: details.email,
        phone: details.phone,
        passwordHash,
        registerType: body.register_type,
      };
      // At checkout the account is made only for a hold its maker still has, in one transaction.
      const user = hold
        ? answered(
            await registerForHold(app.db, hold.uuid, request.headers['x-hold-token'], now, (tx) =>
              insertUser(tx, newUser, now),
            ),
          )
        : await insertUser(app.db, newUser, now);
      if (!user) throw alreadyRegistered({ status: 'inactive' });
      await sendActivation(user);
      reply.code(201);
      return { status: true as const, message: MESSAGES.registered, data: publicUser(user) };
    },
  );

  app.post(
    '/user/guest-register/code',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'A returning guest at checkout: the emailed code books the held table under their account',
        description:
          "After guest-register (reservation) answered 409 with data.status code_sent. The hold's x-hold-token " +
          'is required; a right code makes the held table bookable for that account (guest_id = data.id), as ' +
          'guest-register does for a new one. A wrong or expired code answers 400 (a few tries per code).',
        headers: CaptchaHeaders,
        body: Type.Object({
          reservation_uuid: Uuid,
          email: Text,
          code: Text,
        }),
        response: {
          200: ok(PublicUser),
          ...errors,
          403: ErrorEnvelope,
          409: ErrorEnvelope,
          410: ErrorEnvelope,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { body } = request;
      const now = app.now();
      const { email, code } = parsePayload(returningGuestCodeSchema, body);
      const token = request.headers['x-hold-token'];
      const hold = answered(await liveHold(app.db, body.reservation_uuid, token, now));
      const user = await findUserByEmail(app.db, email);
      if (!user || !(await useCheckoutCode(app.db, hold.id, user.id, code, now))) {
        throw new HttpError(400, CODE_NOT_RIGHT, { errors: { code: CODE_NOT_RIGHT } });
      }
      answered(await registerForHold(app.db, hold.uuid, token, now, async () => user));
      return { status: true as const, message: 'Your email is confirmed.', data: publicUser(user) };
    },
  );

  app.post(
    '/user/activate',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Activate the account',
        description:
          "From the site's activation page (/activate-account, which the email links to): status, message " +
          'and data {email, needs_password}, or 400 for a used or expired link.',
        body: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const result = await activate(app.db, request.body.token, app.now());
      if (result.outcome === 'invalid') throw new HttpError(400, ACTIVATION_LINK_INVALID);
      const needsPassword = !result.user.passwordHash;
      return {
        status: true as const,
        message: needsPassword
          ? 'Your account is active. Choose a password to sign in: we will email you a code.'
          : 'Your account is active. You can now sign in.',
        data: { email: result.user.email, needs_password: needsPassword },
      };
    },
  );

  app.post(
    '/user/resend-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the activation link again',
        description: `The same answer whatever the email; at most ${ACTIVATION_SENDS_PER_HOUR} sends per address and hour (429).`,
        querystring: Type.Object({ email: Text }),
        response: {
          200: Type.Object({ status: Type.Literal(true), message: Type.String() }),
          ...errors,
          429: ErrorEnvelope,
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { email } = parsePayload(resendEmailSchema, request.query);
      const now = app.now();
      await assertEmailAllowance(app.db, reply, email, 'activation', now, {
        limit: ACTIVATION_SENDS_PER_HOUR,
        windowMs: 3_600_000,
        message: 'Too many emails sent to this address. Please try again later.',
      });
      await recordEmailEvent(app.db, email, 'activation', now);
      const user = await findUserByEmail(app.db, email);
      if (user && user.status === 'inactive') await sendActivation(user);
      return { status: true as const, message: MESSAGES.resent };
    },
  );

  app.post(
    '/user/guest-login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in: answers the user and a bearer token',
        description: `Needs a solved captcha in the ${CAPTCHA_HEADER} header. An inactive account is told to activate.`,
        headers: CaptchaHeaders,
        body: Type.Object({ email: Text, password: Text }),
        response: {
          200: Type.Object({
            status: Type.Literal(true),
            message: Type.String(),
            data: PublicUser,
            token: Type.String({ description: 'send as Authorization: Bearer <token>' }),
          }),
          ...errors,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
      // Per client here; per email (whoever tries) in the database below.
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { email, password } = parsePayload(signInSchema, request.body);
      await app.captcha.verify(request.headers[CAPTCHA_HEADER], request.ip);
      const now = app.now();
      await assertSignInAllowed(app.db, reply, email, request.ip, now);
      const user = await findUserByEmail(app.db, email);
      // verifyPassword spends the same time on an unknown email as on a wrong password.
      if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) {
        await countSignInFailure(app.db, email, request.ip, now);
        throw new HttpError(401, MESSAGES.badCredentials);
      }
      if (user.status !== 'active') {
        throw new HttpError(403, MESSAGES.notActivated, {
          data: { status: user.status, email: user.email },
        });
      }
      const token = await issueToken(app.db, user.id, 'session', now);
      return {
        status: true as const,
        message: 'You are signed in.',
        data: publicUser(user),
        token,
      };
    },
  );

  app.post(
    '/secure/guest-logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the bearer token stops working at once',
        security: [{ bearer: [] }],
        body: Type.Object({ uuid: Uuid, token: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Object({ status: Type.Literal(true), message: Type.String() }),
          ...errors,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      if (request.body.uuid.toLowerCase() !== session.user.uuid) {
        throw new HttpError(403, 'You can only sign yourself out.');
      }
      await revokeToken(app.db, session.tokenId, app.now());
      return { status: true as const, message: 'You have been signed out.' };
    },
  );
};

export default accountRoutes;
