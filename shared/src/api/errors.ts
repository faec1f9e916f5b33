/** What a diner reads when the server could not be reached at all. */
export const UNREACHABLE_MESSAGE =
  'We could not reach TableHop. Check your connection and try again.';

export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

/**
 * The one error type the API client throws. `message` is the server's envelope message when
 * there is one, so the shell and the pages can show it as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** True when the server answered with this HTTP status. */
  is(status: number): boolean {
    return this.kind === 'http' && this.status === status;
  }
}

/** An answer that does not have the shape its call expects, with the body as it came. */
export const invalidResponse = (body: unknown) =>
  new ApiError('invalid-response', 'The server sent an answer we did not understand.', null, body);

/** The `message` of the API's envelope, when the body is one. */
export const envelopeMessage = (body: unknown): string | null =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;

/**
 * The message the server itself wrote in its envelope, or null: a proxy's error page or a
 * network failure has none, and the caller shows its own words instead of axios's.
 */
export function serverMessage(error: ApiError): string | null {
  const message = envelopeMessage(error.body);
  return message?.trim() ? message : null;
}

/**
 * What a caller caught, as an ApiError. The client's calls reject with ApiErrors already
 * (shared/api/transport turns axios's failures into them); anything else thrown on the way,
 * such as the client's own script failing to load, is a network failure with its message.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}
