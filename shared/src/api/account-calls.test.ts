import { type AxiosAdapter, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { useRootStore } from 'shared/store';
import { activateAccount } from './activate-account';
import { cancelReservation } from './cancel-reservation';
import { apiClient } from './client';
import { forgotPassword } from './forgot-password';
import { getProfile, updateProfile } from './profile';
import { resendEmail } from './resend-email';
import { sendContactMessage } from './send-contact-message';
import { sendPartnerRegistration } from './send-partner-registration';
import { signIn } from './sign-in';
import { updatePassword } from './update-password';
import { getUserReservations } from './user-reservations';
import { verifyOtp } from './verify-otp';

const originalAdapter = apiClient.defaults.adapter;
let seen: InternalAxiosRequestConfig[] = [];
let body: unknown = { status: true, message: 'ok' };

beforeEach(() => {
  seen = [];
  body = { status: true, message: 'ok' };
  apiClient.defaults.adapter = (async (config) => {
    seen.push(config);
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  }) as AxiosAdapter;
});

afterAll(() => {
  apiClient.defaults.adapter = originalAdapter;
  useRootStore.getState().signOut();
});

const last = () => seen[seen.length - 1]!;
const header = (name: string) => AxiosHeaders.from(last().headers).get(name);
const json = () => JSON.parse(last().data as string) as Record<string, unknown>;
const USER = {
  id: 5,
  uuid: 'u 5',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '07123456789',
  status: 'active',
};

it('the password reset calls: email and code in the query, the new password only in the body', async () => {
  await forgotPassword('ada@example.com');
  expect(last()).toMatchObject({ method: 'post', url: '/user/forget-password' });
  expect(last().params).toEqual({ email: 'ada@example.com' });

  body = { status: true, message: 'ok', data: { reset_token: 'grant' } };
  await expect(verifyOtp('ada@example.com', '123456')).resolves.toMatchObject({
    data: { reset_token: 'grant' },
  });
  expect(last().url).toBe('/user/verify-otp');
  expect(last().params).toEqual({ email: 'ada@example.com', otp: '123456' });

  body = { status: true, message: 'changed' };
  await updatePassword({ email: 'ada@example.com', password: 'new secret', resetToken: 'grant' });
  expect(last().url).toBe('/user/password-update');
  expect(last().params).toBeUndefined();
  expect(json()).toEqual({
    email: 'ada@example.com',
    password: 'new secret',
    reset_token: 'grant',
  });

  await resendEmail('ada@example.com');
  expect(last()).toMatchObject({ method: 'post', url: '/user/resend-email' });
  expect(last().params).toEqual({ email: 'ada@example.com' });
});

it('sign-in sends the captcha token as a header; activation asks for JSON', async () => {
  body = { status: true, message: 'ok', data: USER, token: 't' };
  await signIn({ email: 'ada@example.com', password: 'pw' }, 'cap');
  expect(last()).toMatchObject({ method: 'post', url: '/user/guest-login' });
  expect(json()).toEqual({ email: 'ada@example.com', password: 'pw' });
  expect(header('x-captcha-token')).toBe('cap');

  body = { status: true, message: 'ok', data: { email: 'a@b.co', needs_password: false } };
  await activateAccount('tok');
  expect(last()).toMatchObject({ method: 'post', url: '/user/activate' });
  expect(json()).toEqual({ token: 'tok' });
  expect(header('accept')).toBe('application/json');
});

it('profile, bookings and cancel carry the user token', async () => {
  useRootStore.getState().signIn(USER as never, 'user-token');
  body = { status: true, message: 'ok', data: USER };
  await getProfile();
  expect(last()).toMatchObject({ method: 'get', url: '/user/profile' });
  expect(header('Authorization')).toBe('Bearer user-token');
  await updateProfile({
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'L',
    phone: '07123456789',
  });
  expect(last().method).toBe('put');
  expect(json()).toMatchObject({ last_name: 'L' });

  body = { status: true, message: 'ok', data: [] };
  await getUserReservations('u 5');
  expect(last().url).toBe('/user/reservation/user-reservations/u%205');
  expect(header('Authorization')).toBe('Bearer user-token');

  body = { status: true, message: 'Cancelled' };
  await cancelReservation('r-1');
  expect(last()).toMatchObject({ method: 'post', url: '/user/reservation/r-1/cancel' });
  expect(header('Authorization')).toBe('Bearer user-token');
});

it('the contact and partner sends add their params and the captcha header', async () => {
  await sendContactMessage(
    {
      first_name: 'Ada',
      last_name: 'L',
      email: 'a@b.co',
      phone: '07123456789',
      message: 'hi',
    },
    'cap-1',
  );
  expect(last().url).toBe('/user/contact-us');
  expect(json()).toMatchObject({ params: 'contact_us', message: 'hi' });
  expect(header('x-captcha-token')).toBe('cap-1');
  await sendPartnerRegistration(
    {
      first_name: 'Ada',
      last_name: 'L',
      email: 'a@b.co',
      phone: '07123456789',
      city: 'Leeds',
      post_code: 'LS1 1AA',
      restaurant_name: 'Ada’s',
      message: 'None',
    },
    'cap-2',
  );
  expect(last().url).toBe('/user/partner-register');
  expect(json()).toMatchObject({ params: 'registration', city: 'Leeds' });
  expect(header('x-captcha-token')).toBe('cap-2');
});
