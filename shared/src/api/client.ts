import type { AxiosRequestConfig } from 'axios';
import type { ZodMiniType } from 'zod/mini';
import { ApiError, invalidResponse, UNREACHABLE_MESSAGE } from 'shared/api/errors';
import { useRootStore } from 'shared/store';

type Transport = typeof import('shared/api/transport');

let transport: Promise<Transport> | undefined;

/**
 * axios, loaded once, with the first call or earlier when the shell asks (ADR 0021). It was
 * about 15 KB of the 130 KB the home page may download before it renders, and that page shows
 * no data on its first screen. A failed load is forgotten, so the next call tries again.
 */
export function loadTransport(): Promise<Transport> {
  transport ??= import('shared/api/transport').catch(() => {
    transport = undefined;
    throw new ApiError('network', UNREACHABLE_MESSAGE);
  });
  return transport;
}

/** Which bearer token a call carries (spec section 6). */
export type AuthKind = 'none' | 'user' | 'guest';

/** A hand-written check of an answer, for a module whose page cannot carry zod's bytes. */
export interface AnswerCheck<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

// axios's own `auth` (basic credentials) is never used; ours names the bearer token.
export interface ApiRequest<T> extends Omit<AxiosRequestConfig, 'auth'> {
  auth?: AuthKind;
  schema: ZodMiniType<T> | AnswerCheck<T>;
  /**
   * The call only reads, so a failure is tried again (spec section 7, shared/api/transport).
   * Never set on a call that changes anything: holding, extending, releasing and booking a
   * table are GETs in the spec's API.
   */
  readOnly?: boolean;
}

function bearer(auth: AuthKind): string | null {
  const state = useRootStore.getState();
  if (auth === 'user') return state.user.token;
  if (auth === 'guest') return state.guestUser.guestToken;
  return null;
}

/**
 * Sends one call and checks the answer against the call's schema. Every failure, including
 * an answer of the wrong shape, comes back as an ApiError.
 */
export async function apiRequest<T>({
  auth = 'none',
  schema,
  ...config
}: ApiRequest<T>): Promise<T> {
  const { send } = await loadTransport();
  // The token as it is when the call leaves, not when it was asked for.
  const token = bearer(auth);
  const headers = { ...(config.headers as Record<string, string> | undefined) };
  if (token) headers.Authorization = `Bearer ${token}`;
  const data = await send({ ...config, headers });
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidResponse(data);
  return parsed.data;
}
