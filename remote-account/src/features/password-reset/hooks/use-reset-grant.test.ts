import { forgotPasswordPath, readResetState } from './use-reset-grant';

describe('readResetState', () => {
  it('reads the email and the reset token of navigation state', () => {
    expect(readResetState({ email: 'ada@example.com', resetToken: 'grant-1' })).toEqual({
      email: 'ada@example.com',
      resetToken: 'grant-1',
    });
  });

  it('counts only non-empty strings', () => {
    expect(readResetState(null)).toEqual({ email: null, resetToken: null });
    expect(readResetState('ada@example.com')).toEqual({ email: null, resetToken: null });
    expect(readResetState({ email: '  ', resetToken: 42 })).toEqual({
      email: null,
      resetToken: null,
    });
    expect(readResetState({ email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
      resetToken: null,
    });
  });
});

describe('forgotPasswordPath', () => {
  it('fills the email in, encoded', () => {
    expect(forgotPasswordPath('ada+table@example.com')).toBe(
      '/forgot-password?email=ada%2Btable%40example.com',
    );
    expect(forgotPasswordPath(null)).toBe('/forgot-password');
  });
});
