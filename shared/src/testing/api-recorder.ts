import { type AxiosAdapter, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from 'shared/api/transport';

/**
 * For the tests of the API call files: every request is recorded instead of sent, and answered
 * 200 with `recorder.body`. Registers its own beforeEach/afterAll, so call it at the top of a
 * test file.
 */
export function recordApiCalls(initialBody: unknown = { status: true, message: 'ok' }) {
  const recorder = {
    seen: [] as InternalAxiosRequestConfig[],
    body: initialBody,
    /** The last request. */
    get last(): InternalAxiosRequestConfig {
      return recorder.seen[recorder.seen.length - 1]!;
    },
    /** A header of the last request. */
    header(name: string) {
      return AxiosHeaders.from(recorder.last.headers).get(name);
    },
    /** The last request's JSON body. */
    json() {
      return JSON.parse(recorder.last.data as string) as Record<string, unknown>;
    },
  };
  const originalAdapter = apiClient.defaults.adapter;
  beforeEach(() => {
    recorder.seen = [];
    recorder.body = initialBody;
    apiClient.defaults.adapter = (async (config) => {
      recorder.seen.push(config);
      return { data: recorder.body, status: 200, statusText: 'OK', headers: {}, config };
    }) as AxiosAdapter;
  });
  afterAll(() => {
    apiClient.defaults.adapter = originalAdapter;
  });
  return recorder;
}
