import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { type InitialEntry, MemoryRouter } from 'shared/testing/router';
import { activateAccount } from 'shared/api/activate-account';
import { ApiError } from 'shared/api/errors';
import { ActivateAccount } from './activate-account';

jest.mock('shared/api/activate-account', () => ({
  ...jest.requireActual<object>('shared/api/activate-account'),
  activateAccount: jest.fn(),
}));
const activate = jest.mocked(activateAccount);

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <p data-testid="entry-state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderAt(url: InitialEntry) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/activate-account" element={<ActivateAccount />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => activate.mockReset());

it('activates only on the click, then offers Sign in', async () => {
  // Answered once the double click is over, as a server would be.
  let answer = () => {};
  activate.mockReturnValue(
    new Promise((resolve) => {
      answer = () =>
        resolve({
          status: true,
          message: 'Your account is active. You can now sign in.',
          data: { email: 'ada@example.com', needs_password: false },
        });
    }),
  );
  renderAt('/activate-account?token=tok%2B1');
  expect(activate).not.toHaveBeenCalled();
  await userEvent.dblClick(screen.getByRole('button', { name: 'Activate my account' }));
  expect(activate).toHaveBeenCalledTimes(1);
  expect(activate).toHaveBeenCalledWith('tok+1');
  answer();
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Your account is active.'),
  );
  // The spent token leaves the address bar; the next step has the focus. (The router may
  // render the new address in a render of its own, after the answer's.)
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/activate-account$/),
  );
  expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/sign-in'));
});

it('a guest from checkout chooses a password next', async () => {
  activate.mockResolvedValue({
    status: true,
    message: 'Your account is active. Choose a password to sign in.',
    data: { email: 'ada@example.com', needs_password: true },
  });
  renderAt('/activate-account?token=t');
  await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Choose a password' }));
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/forgot-password?activated=1&email=ada%40example.com',
    ),
  );
});

it('a used link says so, drops its Activate button and offers Sign in or a new link', async () => {
  activate.mockRejectedValue(
    new ApiError('http', 'This activation link has expired or was already used.', 400, {}),
  );
  renderAt('/activate-account?token=t');
  await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('expired or was already used');
  expect(screen.queryByRole('button', { name: 'Activate my account' })).toBeNull();
  expect(screen.getByRole('link', { name: 'send a new activation email' })).toHaveAttribute(
    'href',
    '/resend-mail',
  );
  // The button that had focus is gone: the next step takes it.
  expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/sign-in'));
});

it('a link that got no answer can be tried again', async () => {
  activate.mockRejectedValue(new ApiError('network', 'No connection.', null));
  renderAt('/activate-account?token=t');
  await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection.');
  expect(screen.getByRole('button', { name: 'Activate my account' })).toBeEnabled();
});

it('a link without its token cannot activate', () => {
  renderAt('/activate-account');
  expect(screen.getByRole('alert')).toHaveTextContent('This activation link is incomplete.');
  expect(screen.queryByRole('button', { name: 'Activate my account' })).toBeNull();
});

it('a reload after activating, or Back to it, shows the account active again', async () => {
  const answer = {
    status: true,
    message: 'Your account is active. Choose a password to sign in.',
    data: { email: 'ada@example.com', needs_password: true },
  };
  activate.mockResolvedValue(answer);
  renderAt('/activate-account?token=t');
  await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
  await screen.findByRole('button', { name: 'Choose a password' });
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/activate-account$/),
  );
  const kept: unknown = JSON.parse(screen.getByTestId('entry-state').textContent!);
  cleanup();
  // The browser keeps an entry's state across a reload: the same entry, opened again.
  renderAt({ pathname: '/activate-account', state: kept });
  expect(screen.getByRole('status')).toHaveTextContent('Choose a password to sign in.');
  expect(screen.getByRole('button', { name: 'Choose a password' })).not.toHaveFocus();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(activate).toHaveBeenCalledTimes(1);
});
