import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { ApiError } from 'shared/api/errors';
import { getProfile, updateProfile } from 'shared/api/profile';
import { useRootStore } from 'shared/store';
import { ADA, ADA_ACCOUNT, TOKEN, envelope } from '../testing/profile-fixtures';
import { AccountDetails } from './account-details';

jest.mock('shared/api/profile', () => ({ getProfile: jest.fn(), updateProfile: jest.fn() }));

const read = jest.mocked(getProfile);
const update = jest.mocked(updateProfile);

function renderDetails() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<AccountDetails />} />
        <Route path="/sign-in" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const section = () => screen.getByRole('region', { name: 'Account details' });
/** The value shown beside a term of the details list. */
const detail = (term: string) => within(section()).getByText(term).nextElementSibling;

beforeEach(() => {
  read.mockReset();
  update.mockReset();
  localStorage.clear();
  useRootStore.getState().signIn(ADA_ACCOUNT, TOKEN);
});

describe('AccountDetails', () => {
  it("shows a skeleton, then the account's names, email and phone", async () => {
    read.mockResolvedValue(envelope({ ...ADA, first_name: 'Augusta' }));
    renderDetails();
    expect(screen.getByRole('status', { name: 'Loading your details' })).toBeInTheDocument();
    // The server's copy, not the store's: it may have changed since sign-in.
    await waitFor(() => expect(detail('First name')).toHaveTextContent('Augusta'));
    expect(detail('Last name')).toHaveTextContent('Lovelace');
    expect(detail('Email')).toHaveTextContent('ada@example.com');
    expect(detail('Phone')).toHaveTextContent('07123456789');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('edits and saves: the store, the details and a status message follow', async () => {
    read.mockResolvedValue(envelope(ADA));
    const saved = { ...ADA, last_name: 'King' };
    update.mockResolvedValue(envelope(saved, 'Your changes have been saved.'));
    const user = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'King');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const message = await screen.findByText('Your changes have been saved.');
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Edit your details' })).not.toBeInTheDocument();
    expect(detail('Last name')).toHaveTextContent('King');
    expect(useRootStore.getState().user).toEqual({ user: saved, token: TOKEN });
    expect(update).toHaveBeenCalledWith(
      {
        first_name: 'Ada',
        last_name: 'King',
        email: 'ada@example.com',
        phone: '07123456789',
      },
      undefined,
    );
  });

  it('Cancel closes the form unchanged and gives the focus back to Edit details', async () => {
    read.mockResolvedValue(envelope(ADA));
    const user = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    expect(detail('First name')).toHaveTextContent(/^Ada$/);
    expect(update).not.toHaveBeenCalled();
  });

  it('says when the details could not be loaded, and Try again asks again', async () => {
    read
      .mockRejectedValueOnce(new ApiError('http', 'Something went wrong on our side.', 500))
      .mockResolvedValueOnce(envelope(ADA));
    const user = renderDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your details. Something went wrong on our side.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(detail('Email')).toHaveTextContent('ada@example.com'));
    expect(read).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out and goes to sign-in when the token is refused on load (401)', async () => {
    read.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(useRootStore.getState().user).toEqual({ user: null, token: null });
  });

  it('signs out and goes to sign-in when the token is refused on save (401)', async () => {
    read.mockResolvedValue(envelope(ADA));
    update.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
    const user = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(useRootStore.getState().user).toEqual({ user: null, token: null });
  });
});
