import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
import { API_BASE_PATH } from 'shared/constants';
import { ApiError, envelopeMessage, UNREACHABLE_MESSAGE } from 'shared/api/errors';

/**
 * axios and what only it needs, loaded by `shared/api/client` with the first call rather than
 * with the page (ADR 0021): a page whose first screen shows no data renders without it.
 *
 * Spec section 7: at most 5 redirects and no timeout. XMLHttpRequest, named rather than left to
 * axios's default order (where it already came first in every browser): the builds leave
 * axios's fetch adapter out (build/axios-without-fetch.mjs).
 */
export const apiClient = axios.create({
  baseURL: API_BASE_PATH,
  maxRedirects: 5,
  timeout: 0,
  adapter: 'xhr',
});

/** An axios failure as the ApiError the pages handle: an HTTP answer, or no answer at all. */
export function fromAxiosError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.response) {
      const body = error.response.data;
      return new ApiError(
        'http',
        envelopeMessage(body) ?? `Request failed with status ${error.response.status}`,
        error.response.status,
        body,
      );
    }
    return new ApiError('network', UNREACHABLE_MESSAGE);
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}

/**
 * Spec section 7: a read that fails is tried again, at most 3 times, after 1, 2 and 4 s (the
 * wait doubles and never passes 30 s), so a short outage (a dropped connection, the API's 503
 * while its database restarts) is ridden out behind the page's skeleton instead of shown.
 * Only calls marked `readOnly`, not every GET: the spec's API holds, extends, releases and
 * books a table with GETs, and a booking sent twice is not the same as sent once. Only
 * failures a later try can change: no answer, a 5xx, 408 or 429. Any other 4xx is the answer,
 * shown at once. A wait the server asks for (Retry-After) is kept when it is longer.
 */
export const READ_RETRIES = 3;
export const retryDelayMs = (retry: number, askedMs = 0) =>
  Math.min(Math.max(1000 * 2 ** retry, askedMs), 30_000);

const worthRetrying = ({ kind, status }: ApiError) =>
  kind === 'network' || (status !== null && (status >= 500 || status === 408 || status === 429));

/**
 * The wait a 503 or 429 asks for in seconds (`Retry-After: 5`, as the API sends while its
 * database is away), in ms; 0 when there is none.
 */
function askedWaitMs(error: unknown): number {
  const header: unknown = isAxiosError(error)
    ? error.response?.headers?.['retry-after']
    : undefined;
  const seconds = typeof header === 'string' && /^\d+$/.test(header.trim()) ? Number(header) : 0;
  return seconds * 1000;
}

/** Resolves after `ms`, or at once when the caller gives up (its signal aborts). */
function pause(ms: number, signal: AxiosRequestConfig['signal']): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener?.('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener?.('abort', done);
  });
}

/** Sends one request; resolves with the answer's body, rejects with an ApiError. */
export async function send({
  readOnly = false,
  ...config
}: AxiosRequestConfig & { readOnly?: boolean }): Promise<unknown> {
  for (let retry = 0; ; retry++) {
    try {
      return (await apiClient.request(config)).data;
    } catch (error) {
      const failure = fromAxiosError(error);
      const retrying = readOnly && retry < READ_RETRIES && worthRetrying(failure);
      if (!retrying || config.signal?.aborted) throw failure;
      await pause(retryDelayMs(retry, askedWaitMs(error)), config.signal);
      // A caller that gave up while waiting gets the failure, not another request.
      if (config.signal?.aborted) throw failure;
    }
  }
}
