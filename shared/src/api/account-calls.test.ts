import { recordApiCalls } from 'shared/testing/api-recorder';
import { useRootStore } from 'shared/store';
import { activateAccount } from './activate-account';
import { cancelReservation } from './cancel-reservation';
import { forgotPassword } from './forgot-password';
import { getProfile, updateProfile } from './profile';
import { resendEmail } from './resend-email';
import { sendContactMessage } from './send-contact-message';
import { sendPartnerRegistration } from './send-partner-registration';
import { signIn } from './sign-in';
import { updatePassword } from './update-password';
import { getUserReservations } from './user-reservations';
import { verifyOtp } from './verify-otp';

const api = recordApiCalls();
afterAll(() => useRootStore.getState().signOut());

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
  expect(api.last).toMatchObject({ method: 'post', url: '/user/forget-password' });
  expect(api.last.params).toEqual({ email: 'ada@example.com' });

  api.body = { status: true, message: 'ok', data: { reset_token: 'grant' } };
  await expect(verifyOtp('ada@example.com', '123456')).resolves.toMatchObject({
    data: { reset_token: 'grant' },
  });
  expect(api.last.url).toBe('/user/verify-otp');
  expect(api.last.params).toEqual({ email: 'ada@example.com', otp: '123456' });

  api.body = { status: true, message: 'changed' };
  await updatePassword({ email: 'ada@example.com', password: 'new secret', resetToken: 'grant' });
  expect(api.last.url).toBe('/user/password-update');
  expect(api.last.params).toBeUndefined();
  expect(api.json()).toEqual({
    email: 'ada@example.com',
    password: 'new secret',
    reset_token: 'grant',
  });

  await resendEmail('ada@example.com');
  expect(api.last).toMatchObject({ method: 'post', url: '/user/resend-email' });
  expect(api.last.params).toEqual({ email: 'ada@example.com' });
});

it('sign-in sends the captcha token as a header; activation asks for JSON', async () => {
  api.body = { status: true, message: 'ok', data: USER, token: 't' };
  await signIn({ email: 'ada@example.com', password: 'pw' }, 'cap');
  expect(api.last).toMatchObject({ method: 'post', url: '/user/guest-login' });
  expect(api.json()).toEqual({ email: 'ada@example.com', password: 'pw' });
  expect(api.header('x-captcha-token')).toBe('cap');

  api.body = { status: true, message: 'ok', data: { email: 'a@b.co', needs_password: false } };
  await activateAccount('tok');
  expect(api.last).toMatchObject({ method: 'post', url: '/user/activate' });
  expect(api.json()).toEqual({ token: 'tok' });
  expect(api.header('accept')).toBe('application/json');
});

it('profile, bookings and cancel carry the user token', async () => {
  useRootStore.getState().signIn(USER as never, 'user-token');
  api.body = { status: true, message: 'ok', data: USER };
  await getProfile();
  expect(api.last).toMatchObject({ method: 'get', url: '/user/profile' });
  expect(api.header('Authorization')).toBe('Bearer user-token');
  await updateProfile({
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'L',
    phone: '07123456789',
  });
  expect(api.last.method).toBe('put');
  expect(api.json()).not.toHaveProperty('current_password');
  await updateProfile(
    { email: 'new@example.com', first_name: 'Ada', last_name: 'L', phone: '07123456789' },
    'current secret',
  );
  expect(api.json()).toMatchObject({
    email: 'new@example.com',
    current_password: 'current secret',
  });
  expect(api.json()).toMatchObject({ last_name: 'L' });

  api.body = { status: true, message: 'ok', data: [] };
  await getUserReservations('u 5');
  expect(api.last.url).toBe('/user/reservation/user-reservations/u%205');
  expect(api.header('Authorization')).toBe('Bearer user-token');

  api.body = { status: true, message: 'Cancelled' };
  await cancelReservation('r-1');
  expect(api.last).toMatchObject({ method: 'post', url: '/user/reservation/r-1/cancel' });
  expect(api.header('Authorization')).toBe('Bearer user-token');
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
  expect(api.last.url).toBe('/user/contact-us');
  expect(api.json()).toMatchObject({ params: 'contact_us', message: 'hi' });
  expect(api.header('x-captcha-token')).toBe('cap-1');
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
  expect(api.last.url).toBe('/user/partner-register');
  expect(api.json()).toMatchObject({ params: 'registration', city: 'Leeds' });
  expect(api.header('x-captcha-token')).toBe('cap-2');
});
