import { AxiosHeaders } from 'axios';
import { recordApiCalls } from 'shared/testing/api-recorder';
import { guestLogout } from './guest-logout';

const api = recordApiCalls({ status: true, message: 'You have been signed out.' });

it('posts the uuid and token with the token as the bearer', async () => {
  const answer = await guestLogout({ uuid: 'u-1', token: 'tok-1' });
  expect(answer).toEqual({ status: true, message: 'You have been signed out.' });
  expect(api.seen[0]!.method).toBe('post');
  expect(api.seen[0]!.url).toBe('/secure/guest-logout');
  expect(JSON.parse(api.seen[0]!.data as string)).toEqual({ uuid: 'u-1', token: 'tok-1' });
  expect(AxiosHeaders.from(api.seen[0]!.headers).get('Authorization')).toBe('Bearer tok-1');
});
