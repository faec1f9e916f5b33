import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
import { API_BASE_PATH } from 'shared/constants';
import { ApiError, envelopeMessage, UNREACHABLE_MESSAGE } from 'shared/api/errors';

/**
 * axios and what only it needs, loaded by `shared/api/client` with the first call rather than
 * with the page (ADR 0021): a page whose first screen shows no data renders without it.
 *
 * Spec section 7: at most 5 redirects and no timeout. XMLHttpRequest, named rather than left to
 * axios's default order (where it already came first in every browser): the builds leave
 * axios's fetch adapter out (shared/build/axios-without-fetch.mjs).
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

/** Sends one request; resolves with the answer's body, rejects with an ApiError. */
export async function send(config: AxiosRequestConfig): Promise<unknown> {
  try {
    return (await apiClient.request(config)).data;
  } catch (error) {
    throw fromAxiosError(error);
  }
}
