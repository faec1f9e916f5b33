/** What an error answer may carry beside its message (the envelope's optional parts). */
export interface HttpErrorExtra {
  /** field -> message */
  errors?: Record<string, string>;
  /** what the client needs to act on the refusal */
  data?: unknown;
}

/** An error whose status and message are safe to show the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent beside the message: `errors` (field -> message) or `data` the client needs. */
    readonly extra: HttpErrorExtra = {},
    /** Response headers that go with it, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
