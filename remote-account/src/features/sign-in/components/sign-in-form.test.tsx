import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { getCaptchaConfig } from 'shared/api/get-captcha-config';
import { signIn } from 'shared/api/sign-in';
import { emptyReservation, useRootStore } from 'shared/store';
import { forgetCaptchaConfig } from 'shared/ui/captcha-field';
import { SignInForm } from './sign-in-form';

jest.mock('shared/api/sign-in', () => ({ signIn: jest.fn() }));
jest.mock('shared/api/get-captcha-config', () => ({ getCaptchaConfig: jest.fn() }));

const send = jest.mocked(signIn);
const ADA = {
  id: 5,
  uuid: 'u-5',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '07123456789',
  status: 'active' as const,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderForm(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/sign-in', state }]}>
      <Routes>
        <Route path="/sign-in" element={<SignInForm />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

async function fill(email = 'Ada@Example.com ') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(await screen.findByRole('checkbox', { name: /not a robot/ }));
}

beforeEach(() => {
  send.mockReset();
  forgetCaptchaConfig();
  jest.mocked(getCaptchaConfig).mockResolvedValue({ provider: 'test', site_key: null });
  localStorage.clear();
  useRootStore.getState().signOut();
  useRootStore.setState({ reservations: { current: emptyReservation(), made: [] } });
});

it('shows the spec messages and links to forgot password and sign-up', async () => {
  renderForm();
  await screen.findByRole('checkbox');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('Email is required.')).toBeInTheDocument();
  expect(screen.getByText('Password is required.')).toBeInTheDocument();
  expect(screen.getByText('Please complete the CAPTCHA verification.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('Email address is invalid.')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/sign-up',
  );
});

it('stores the user and token and goes to the profile', async () => {
  send.mockResolvedValue({ status: true, message: 'ok', data: ADA, token: 'tok-1' });
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(send).toHaveBeenCalledWith(
    { email: 'ada@example.com', password: 'correct horse' },
    expect.stringMatching(/^test-captcha:/),
  );
  await waitFor(() => expect(where()).toMatch(/^\/profile /));
  expect(useRootStore.getState().user).toEqual({ user: ADA, token: 'tok-1' });
  expect(localStorage.getItem('token')).toBe('tok-1');
});

it('goes back to checkout when it sent the diner here with a table still held', async () => {
  send.mockResolvedValue({ status: true, message: 'ok', data: ADA, token: 'tok-1' });
  useRootStore.getState().patchReservation({ reservation_uuid: 'r', hold_token: 'h' });
  renderForm({ returnTo: '/checkout' });
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(where()).toMatch(/^\/checkout /));
});

it('a refusal opens Error with the server message; inactive offers the resend', async () => {
  send.mockRejectedValue(
    new ApiError('http', 'Please activate your account first.', 403, {
      message: 'Please activate your account first.',
    }),
  );
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Please activate your account first.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resend Activation Email' }));
  await waitFor(() => expect(where()).toBe('/resend-mail {"email":"ada@example.com"}'));
  expect(useRootStore.getState().user.token).toBeNull();
});

it('a wrong password shows the server message; offline shows the spec fallback', async () => {
  send.mockRejectedValueOnce(
    new ApiError('http', 'The email or password is incorrect.', 401, {
      message: 'The email or password is incorrect.',
    }),
  );
  send.mockRejectedValueOnce(new ApiError('network', 'offline'));
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  let dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('The email or password is incorrect.');
  expect(within(dialog).queryByRole('button', { name: 'Resend Activation Email' })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /not a robot/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('An error occurred. Please try again.');
});
