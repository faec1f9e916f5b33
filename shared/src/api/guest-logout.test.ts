import { type AxiosAdapter, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';
import { guestLogout } from './guest-logout';

const originalAdapter = apiClient.defaults.adapter;
let seen: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  seen = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return {
      data: { status: true, message: 'You have been signed out.' },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  apiClient.defaults.adapter = adapter;
});

afterAll(() => {
  apiClient.defaults.adapter = originalAdapter;
});

it('posts the uuid and token with the token as the bearer', async () => {
  const answer = await guestLogout({ uuid: 'u-1', token: 'tok-1' });
  expect(answer).toEqual({ status: true, message: 'You have been signed out.' });
  expect(seen[0]!.method).toBe('post');
  expect(seen[0]!.url).toBe('/secure/guest-logout');
  expect(JSON.parse(seen[0]!.data as string)).toEqual({ uuid: 'u-1', token: 'tok-1' });
  expect(AxiosHeaders.from(seen[0]!.headers).get('Authorization')).toBe('Bearer tok-1');
});
