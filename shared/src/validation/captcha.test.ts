import {
  CAPTCHA_REQUIRED_MESSAGE,
  CAPTCHA_TOKEN_HEADER,
  captchaTokenSchema,
} from 'shared/validation/captcha';

describe('captchaTokenSchema', () => {
  it('names the header the API reads', () => {
    expect(CAPTCHA_TOKEN_HEADER).toBe('x-captcha-token');
  });

  it('passes a token, trimmed', () => {
    expect(captchaTokenSchema.parse(' 03AFcWeA-token ')).toBe('03AFcWeA-token');
  });

  it.each([undefined, null, '', '   ', ['a']])('rejects %p with the spec message', (value) => {
    expect(CAPTCHA_REQUIRED_MESSAGE).toBe('Please complete the CAPTCHA verification.');
    const result = captchaTokenSchema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please complete the CAPTCHA verification.',
    ]);
  });
});
