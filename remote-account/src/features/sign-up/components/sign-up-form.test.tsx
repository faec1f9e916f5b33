import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { registerGuest } from 'shared/api/register-guest';
import { getCaptchaConfig } from 'shared/api/get-captcha-config';
import { STORAGE_KEYS } from 'shared/constants';
import { forgetCaptchaConfig } from 'shared/ui/captcha-field';
import { SignUpForm } from './sign-up-form';

jest.mock('shared/api/register-guest', () => ({
  ...jest.requireActual('shared/api/register-guest'),
  registerGuest: jest.fn(),
}));
jest.mock('shared/api/get-captcha-config', () => ({ getCaptchaConfig: jest.fn() }));

const register = jest.mocked(registerGuest);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/sign-up']}>
      <Routes>
        <Route path="/sign-up" element={<SignUpForm />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const field = (name: string) => screen.getByLabelText(name);

async function fill() {
  await userEvent.type(field('First name'), '  Ada ');
  await userEvent.type(field('Last name'), 'Lovelace');
  await userEvent.type(field('Email'), 'Ada@Example.com');
  await userEvent.type(field('Password'), 'correct horse');
  await userEvent.type(field('Phone number'), '(071) 2345-6789');
  await userEvent.click(await screen.findByRole('checkbox', { name: /not a robot/ }));
}

beforeEach(() => {
  register.mockReset();
  forgetCaptchaConfig();
  jest.mocked(getCaptchaConfig).mockResolvedValue({ provider: 'test', site_key: null });
  localStorage.clear();
});

it('shows every message of spec section 5 and sends nothing', async () => {
  renderForm();
  await screen.findByRole('checkbox');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'A valid email is required.',
    'Password is required.',
    'Phone number is required.',
    'Please complete the CAPTCHA verification.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(field('First name')).toHaveFocus();
  await userEvent.type(field('Phone number'), '0712');
  await userEvent.type(field('Email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(
    screen.getByText('Phone number must be exactly 11 digits and contain only numbers.'),
  ).toBeInTheDocument();
  expect(screen.getByText('A valid email is required.')).toBeInTheDocument();
  expect(register).not.toHaveBeenCalled();
});

it('sends trimmed values, the stripped phone and the captcha token, then registration-success', async () => {
  register.mockResolvedValue({
    status: true,
    message: 'Registration successful.',
    data: {
      id: 1,
      uuid: 'u-1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '07123456789',
      status: 'inactive',
    },
  });
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(register).toHaveBeenCalledWith({
    register_type: 'register',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'correct horse',
    phone: '07123456789',
    captchaToken: expect.stringMatching(/^test-captcha:/),
  });
  await waitFor(() => expect(where()).toBe('/registration-success {"email":"ada@example.com"}'));
  expect(localStorage.getItem(STORAGE_KEYS.registrationStatus)).toBe('completed');
});

it.each([
  ['inactive', 'Registration Failed'],
  ['active', 'Alert'],
] as const)(
  'an %s account: the %s modal with the server message and Sign in',
  async (status, title) => {
    register.mockRejectedValue(
      new ApiError('http', `server says ${status}`, 409, {
        status: false,
        message: `server says ${status}`,
        data: { status, email: 'ada@example.com' },
      }),
    );
    renderForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(`server says ${status}`)).toBeInTheDocument();
    // The captcha answer was spent: it has to be solved again.
    expect(screen.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toMatch(/^\/sign-in /));
    expect(localStorage.getItem(STORAGE_KEYS.registrationStatus)).toBeNull();
  },
);

it('an account waiting for activation: Resend Activation Email goes to resend-mail with the address', async () => {
  register.mockRejectedValue(
    new ApiError('http', 'server says inactive', 409, {
      status: false,
      message: 'server says inactive',
      data: { status: 'inactive', email: 'ada@example.com' },
    }),
  );
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resend Activation Email' }));
  await waitFor(() => expect(where()).toBe('/resend-mail {"email":"ada@example.com"}'));
});

it('a refused captcha or rate limit shows the server message in Registration Failed', async () => {
  register.mockRejectedValue(
    new ApiError('http', 'Please complete the CAPTCHA verification.', 400, {
      message: 'Please complete the CAPTCHA verification.',
    }),
  );
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
  expect(dialog).toHaveTextContent('Please complete the CAPTCHA verification.');
});

it('offline: An error occurred. Please try again.', async () => {
  register.mockRejectedValue(new ApiError('network', 'offline'));
  renderForm();
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred. Please try again.',
  );
});
