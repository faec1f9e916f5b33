import * as z from 'zod/mini';

export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the CAPTCHA verification.';

/**
 * The API reads the token from this header rather than the body, so every form's payload
 * schema stays the same with or without a CAPTCHA; forms keep the token beside their values.
 */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

export const captchaTokenSchema = z
  .string({ error: CAPTCHA_REQUIRED_MESSAGE })
  .check(z.trim(), z.minLength(1, { error: CAPTCHA_REQUIRED_MESSAGE, abort: true }));
