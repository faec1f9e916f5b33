import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { updatePassword } from 'shared/api/update-password';
import ResetPasswordPage from './reset-password-page';

jest.mock('shared/api/update-password', () => ({ updatePassword: jest.fn() }));

const update = jest.mocked(updatePassword);

const GRANT = { email: 'ada@example.com', resetToken: 'grant-1' };
const CHANGED = { status: true, message: 'Your password has been changed. Please sign in.' };

function Arrived({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <p data-testid="search">{location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderPage(state: unknown = GRANT) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(
    <MemoryRouter initialEntries={['/start', { pathname: '/reset-password', state }]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/sign-in" element={<Arrived title="Sign in" />} />
        <Route path="/forgot-password" element={<Arrived title="Forgot password" />} />
        <Route path="/otp-verification" element={<Arrived title="OTP verification" />} />
        <Route path="/elsewhere" element={<Arrived title="Elsewhere" />} />
        <Route path="/start" element={<Arrived title="Start" />} />
      </Routes>
      <Link to="/elsewhere">Leave</Link>
    </MemoryRouter>,
  );
  return user;
}

const heading = (name: string) => screen.queryByRole('heading', { level: 1, name });
// Password fields have no ARIA role; their labels find them.
const newPassword = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm password');
/**
 * Lets a mocked answer land without moving the clock (findBy* would move it): a real turn of
 * the event loop inside act, so the whole promise chain behind the submit has run.
 */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

async function submitPassword(user: ReturnType<typeof userEvent.setup>, password = 'new-secret-1') {
  await user.type(newPassword(), password);
  await user.type(confirmation(), password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  await settle();
}

beforeEach(() => {
  // Promises and React's act still need the real microtask and immediate queues.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  update.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('ResetPasswordPage without an email (spec section 2)', () => {
  it.each([
    ['no state', null],
    ['a token alone', { resetToken: 'grant-1' }],
    ['an email that is not text', { email: 42, resetToken: 'grant-1' }],
  ])('%s: Invalid Access, then sign-in after 3 s', async (_case, state) => {
    renderPage(state);
    expect(heading('Reset password')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Invalid Access' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Invalid access. Redirecting to login.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    await tick(2999);
    expect(heading('Sign in')).toBeNull();
    await tick(1);
    expect(heading('Sign in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Go to Login goes at once', async () => {
    const user = renderPage(null);
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(heading('Sign in')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage with an email but no verified code', () => {
  it('asks for the code first, with the ways to get and enter it', async () => {
    const user = renderPage({ email: 'ada@example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please verify the one-time code (OTP) we email you before choosing a new password.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a code' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
    await user.click(screen.getByRole('link', { name: 'I already have a code' }));
    expect(heading('OTP verification')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      email: 'ada@example.com',
    });
  });
});

describe('ResetPasswordPage: the form', () => {
  it('names the account and checks the fields (spec section 5)', async () => {
    const user = renderPage();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(newPassword()).toHaveAccessibleDescription('Password is required.');
    expect(confirmation()).toHaveAccessibleDescription('Please confirm your password.');
    expect(newPassword()).toHaveFocus();
    await user.type(newPassword(), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(newPassword()).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    await user.type(newPassword(), '-enough');
    await user.type(confirmation(), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(confirmation()).toHaveAccessibleDescription('Passwords do not match.');
    expect(update).not.toHaveBeenCalled();
  });

  it('Back to Login goes to sign-in', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(heading('Sign in')).toBeInTheDocument();
  });

  it('is busy while the password is being set, and sends it once', async () => {
    let answer!: (value: typeof CHANGED) => void;
    update.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    await user.type(newPassword(), 'new-secret-1');
    await user.type(confirmation(), 'new-secret-1{Enter}{Enter}');
    expect(screen.getByRole('button', { name: /Reset password/ })).toBeDisabled();
    expect(update).toHaveBeenCalledTimes(1);
    answer(CHANGED);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Success' })).toBeInTheDocument();
  });
});

describe('ResetPasswordPage: the result (spec sections 4 and 8)', () => {
  it('status true: Success with the server’s message, the form emptied, sign-in after 3 s', async () => {
    update.mockResolvedValue(CHANGED);
    const user = renderPage();
    await submitPassword(user);
    expect(update).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'new-secret-1',
      resetToken: 'grant-1',
    });
    const dialog = screen.getByRole('dialog', { name: 'Success' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Your password has been changed. Please sign in.',
    );
    expect(within(dialog).getByRole('button', { name: 'Go to Login' })).toHaveFocus();
    expect(newPassword()).toHaveValue('');
    expect(confirmation()).toHaveValue('');
    await tick(2999);
    expect(heading('Reset password')).toBeInTheDocument();
    await tick(1);
    expect(heading('Sign in')).toBeInTheDocument();
  });

  it('Go to Login goes at once', async () => {
    update.mockResolvedValue(CHANGED);
    const user = renderPage();
    await submitPassword(user);
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(heading('Sign in')).toBeInTheDocument();
  });

  it('leaving before the 3 s stops the redirect', async () => {
    update.mockResolvedValue(CHANGED);
    const user = renderPage();
    await submitPassword(user);
    await tick(1000);
    act(() => screen.getByRole('link', { name: 'Leave' }).click());
    expect(heading('Elsewhere')).toBeInTheDocument();
    await tick(5000);
    expect(heading('Elsewhere')).toBeInTheDocument();
  });

  it('status false: Error with Failed to reset password. Please try again.; no redirect', async () => {
    update.mockResolvedValue({ status: false, message: 'no' });
    const user = renderPage();
    await submitPassword(user);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Request a new OTP' })).toBeNull();
    await tick(5000);
    expect(heading('Reset password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The typed password stays, to try again.
    expect(newPassword()).toHaveValue('new-secret-1');
  });

  it('403 (the code was used or went stale): the same Error, with a way to a new code', async () => {
    update.mockRejectedValue(
      new ApiError('http', 'Your code has not been verified or is no longer valid.', 403),
    );
    const user = renderPage();
    await submitPassword(user);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request a new OTP' }));
    expect(heading('Forgot password')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?email=ada%40example.com');
  });

  it('an exception: Error with An error occurred. Please try again.', async () => {
    update.mockRejectedValue(new ApiError('network', 'We could not reach TableHop.'));
    const user = renderPage();
    await submitPassword(user);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });
});
