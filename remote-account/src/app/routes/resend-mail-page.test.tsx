import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { type InitialEntry, MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { resendEmail } from 'shared/api/resend-email';
import ResendMailPage from './resend-mail-page';

jest.mock('shared/api/resend-email', () => ({ resendEmail: jest.fn() }));

const send = jest.mocked(resendEmail);

const SENT = {
  status: true,
  message: 'If this email has an inactive account, we have sent a new activation link.',
};

function renderPage(
  entry: InitialEntry = { pathname: '/resend-mail', state: { email: 'ada@example.com' } },
) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/resend-mail" element={<ResendMailPage />} />
        <Route path="/sign-in" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });

beforeEach(() => send.mockReset());

describe('ResendMailPage (spec section 2, Resend verification email)', () => {
  it('fills the email in from navigation state', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Resend verification email' }),
    ).toBeVisible();
    expect(emailField()).toHaveValue('ada@example.com');
  });

  it('starts empty without an email in navigation state', () => {
    renderPage({ pathname: '/resend-mail', state: { email: 42 } });
    expect(emailField()).toHaveValue('');
  });

  it('checks the email: Email is required., Invalid email format.', async () => {
    const user = renderPage('/resend-mail');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(emailField()).toHaveAccessibleDescription('Email is required.');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'ada.example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(emailField()).toHaveAccessibleDescription('Invalid email format.');
    expect(send).not.toHaveBeenCalled();
  });

  it('an answer: Email Sent with the server’s message; OK closes it and the form is emptied', async () => {
    send.mockResolvedValue(SENT);
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Sent' });
    expect(send).toHaveBeenCalledWith('ada@example.com');
    expect(within(dialog).getByRole('status')).toHaveTextContent(SENT.message);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emailField()).toHaveValue('');
  });

  it('an exception: An error occurred. Try again. in the dialog, the email kept', async () => {
    send.mockRejectedValue(new ApiError('network', 'We could not reach TableHop.'));
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email not sent' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('An error occurred. Try again.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emailField()).toHaveValue('ada@example.com');
  });

  it('sent too often (429): the server’s message in the dialog', async () => {
    const wait = 'Too many emails sent to this address. Please try again later.';
    send.mockRejectedValue(new ApiError('http', wait, 429, { message: wait }));
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email not sent' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(wait);
  });

  it('is busy while sending and sends once', async () => {
    let answer!: (value: typeof SENT) => void;
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPage();
    await user.type(emailField(), '{Enter}{Enter}');
    expect(screen.getByRole('button', { name: /Resend Email/ })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    answer(SENT);
    expect(await screen.findByRole('dialog', { name: 'Email Sent' })).toBeInTheDocument();
  });

  it('Back to Login goes to sign-in', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
