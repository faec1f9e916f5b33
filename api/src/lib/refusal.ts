/**
 * Why a repository said no, in the domain's words: routes turn each kind into its HTTP answer
 * (routes/refusal-answer.ts). The message is written for the diner.
 */
export type RefusalKind =
  /** The thing asked about does not exist (or is not shown to this caller). */
  | 'unknown'
  /** It exists but belongs to someone else. */
  | 'not_yours'
  /** It was there and is no longer: a hold that ran out, a cancelled booking. */
  | 'gone'
  /** Taken, or in a state that does not allow this (booked, registered, other details). */
  | 'conflict'
  /** The caller has used a limit; `retryAfterSeconds` says when it frees. */
  | 'too_many'
  /** The request names something that cannot be (a slot the restaurant does not open). */
  | 'invalid';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/**
 * Runs a repository's work and answers its outcome. Inside, a refusal is thrown, so a
 * transaction it happens in rolls back; it never leaves the repository as an exception.
 */
export async function outcomeOf<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, refusal: error };
    throw error;
  }
}

/** `work` as a function that answers its outcome instead of throwing its refusals. */
export const withOutcome =
  <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
  (...args: A): Promise<Outcome<T>> =>
    outcomeOf(() => work(...args));
