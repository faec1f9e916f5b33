import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import { ApiError } from 'shared/api/errors';
import { CAPTCHA_TOKEN_HEADER } from 'shared/validation/captcha';

export const registeredUserSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'inactive']),
});

export const registerGuestResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: registeredUserSchema,
});

export type RegisteredUser = z.infer<typeof registeredUserSchema>;
export type RegisterGuestResponse = z.infer<typeof registerGuestResponseSchema>;

interface Details {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

export type RegisterGuestRequest =
  | (Details & {
      register_type: 'reservation';
      /** The hold this guest books: the account is made only for whoever holds it. */
      reservationUuid: string;
      holdToken: string;
    })
  | (Details & { register_type: 'register'; password: string; captchaToken: string });

/**
 * POST /api/v1/user/guest-register: a new inactive account and its activation email, either
 * at checkout (register_type 'reservation', tied to the hold) or at sign-up ('register').
 */
export function registerGuest(request: RegisterGuestRequest): Promise<RegisterGuestResponse> {
  const { first_name, last_name, phone, email } = request;
  const details = { first_name, last_name, phone, email, params: 'create' as const };
  return apiRequest(
    request.register_type === 'reservation'
      ? {
          method: 'POST',
          url: '/user/guest-register',
          data: {
            ...details,
            register_type: 'reservation',
            reservation_uuid: request.reservationUuid,
          },
          headers: { 'x-hold-token': request.holdToken },
          schema: registerGuestResponseSchema,
        }
      : {
          method: 'POST',
          url: '/user/guest-register',
          data: { ...details, register_type: 'register', password: request.password },
          headers: { [CAPTCHA_TOKEN_HEADER]: request.captchaToken },
          schema: registerGuestResponseSchema,
        },
  );
}

/**
 * POST /api/v1/user/guest-register/code: the code emailed to a returning guest at checkout
 * (after guest-register answered data.status code_sent) makes the held table theirs to book.
 */
export function confirmReturningGuest(request: {
  reservationUuid: string;
  holdToken: string;
  email: string;
  code: string;
}): Promise<RegisterGuestResponse> {
  return apiRequest({
    method: 'POST',
    url: '/user/guest-register/code',
    data: { reservation_uuid: request.reservationUuid, email: request.email, code: request.code },
    headers: { 'x-hold-token': request.holdToken },
    schema: registerGuestResponseSchema,
  });
}

/** Spec section 8: how a refused registration reads (status false in the envelope). */
export type RegistrationRefusal =
  | { kind: 'inactive'; message: string; email: string | null }
  | { kind: 'active'; message: string; email: string | null }
  /** At checkout, an email with an account: a code was sent to it instead. */
  | { kind: 'code_sent'; message: string; email: string | null }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'other'; message: string };

const refusalBodySchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
  data: z.optional(z.object({ status: z.optional(z.string()), email: z.optional(z.string()) })),
});

/** Reads an already-registered (409) or invalid (400) answer; anything else is 'other'. */
export function registrationRefusal(error: ApiError): RegistrationRefusal {
  const parsed = refusalBodySchema.safeParse(error.body);
  const body = parsed.success ? parsed.data : {};
  const message = body.message ?? error.message;
  const status = body.data?.status;
  if (
    error.kind === 'http' &&
    (status === 'inactive' || status === 'active' || status === 'code_sent')
  ) {
    return { kind: status, message, email: body.data?.email ?? null };
  }
  if (error.is(400) && body.errors) return { kind: 'invalid', message, errors: body.errors };
  return { kind: 'other', message };
}
