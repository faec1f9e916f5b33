import { ApiError } from 'shared/api/errors';
import { failureFieldErrors, failureMessage, UNEXPECTED_FAILURE } from './submission-outcome';

describe('failureMessage', () => {
  it("is the server's envelope message", () => {
    const error = new ApiError('http', 'Too many requests.', 429, {
      message: 'Too many requests.',
    });
    expect(failureMessage(error)).toBe('Too many requests.');
  });

  it.each([
    [
      'an http answer without a message',
      new ApiError('http', 'Request failed with status 502', 502, '<html>'),
    ],
    ['an empty message', new ApiError('http', '', 500, { message: ' ' })],
    ['a network failure', new ApiError('network', 'We could not reach TableHop.')],
    ['an unreadable answer', new ApiError('invalid-response', 'Unexpected answer.')],
    ['anything else', new Error('boom')],
  ])('falls back to the spec message for %s', (_case, error) => {
    expect(failureMessage(error)).toBe(UNEXPECTED_FAILURE);
    expect(UNEXPECTED_FAILURE).toBe('An unexpected error occurred. Please try again later.');
  });
});

describe('failureFieldErrors', () => {
  it("reads a 400's field messages and ignores anything that is not one", () => {
    const error = new ApiError('http', 'First Name is required.', 400, {
      message: 'First Name is required.',
      errors: { first_name: 'First Name is required.', odd: 3 },
    });
    expect(failureFieldErrors(error)).toEqual({ first_name: 'First Name is required.' });
  });

  it('is empty without them', () => {
    expect(failureFieldErrors(new ApiError('http', 'x', 400, { message: 'x' }))).toEqual({});
    expect(failureFieldErrors(new ApiError('network', 'offline'))).toEqual({});
  });
});
