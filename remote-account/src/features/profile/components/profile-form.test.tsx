import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/api/errors';
import { updateProfile } from 'shared/api/profile';
import { useRootStore } from 'shared/store';
import { ADA, ADA_ACCOUNT, TOKEN, envelope } from '../testing/profile-fixtures';
import { ProfileForm } from './profile-form';

jest.mock('shared/api/profile', () => ({ getProfile: jest.fn(), updateProfile: jest.fn() }));

const update = jest.mocked(updateProfile);
const onSaved = jest.fn();
const onCancel = jest.fn();
const onExpired = jest.fn();

function renderForm() {
  const user = userEvent.setup();
  render(<ProfileForm profile={ADA} onSaved={onSaved} onCancel={onCancel} onExpired={onExpired} />);
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name });
// A regex: while saving, the button's spinner adds 'Loading' to its name.
const save = () => screen.getByRole('button', { name: /Save changes/ });

beforeEach(() => {
  for (const mock of [update, onSaved, onCancel, onExpired]) mock.mockReset();
  localStorage.clear();
  useRootStore.getState().signIn(ADA_ACCOUNT, TOKEN);
});

describe('ProfileForm', () => {
  it('starts from the account and puts the focus in First name', () => {
    renderForm();
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('07123456789');
    expect(field('First name')).toHaveFocus();
  });

  it('shows each message under its field and sends nothing', async () => {
    const user = renderForm();
    await user.clear(field('First name'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-email');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '0712345');
    await user.click(save());

    expect(update).not.toHaveBeenCalled();
    expect(field('First name')).toHaveAccessibleDescription('First name is required.');
    expect(field('Email')).toHaveAccessibleDescription('A valid email is required.');
    expect(field('Phone number')).toHaveAccessibleDescription(
      'Phone number must be exactly 11 digits and contain only numbers.',
    );
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');
    // The first field to fix, in reading order, takes the focus.
    expect(field('First name')).toHaveFocus();
  });

  it('clears a message once its field is edited', async () => {
    const user = renderForm();
    await user.clear(field('Last name'));
    await user.click(save());
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    await user.type(field('Last name'), 'B');
    expect(screen.queryByText('Last name is required.')).not.toBeInTheDocument();
  });

  it('saves the checked values, updates the store and reports the saved account', async () => {
    const saved = { ...ADA, first_name: 'Augusta', phone: '02079460000' };
    update.mockResolvedValue(envelope(saved, 'Your changes have been saved.'));
    const user = renderForm();
    await user.clear(field('First name'));
    await user.type(field('First name'), '  Augusta ');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '020 7946 0000');
    await user.click(save());

    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(saved, 'Your changes have been saved.'),
    );
    // Trimmed and with the phone's spaces dropped, as the schema gives them.
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      {
        first_name: 'Augusta',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '02079460000',
      },
      undefined,
    );
    expect(useRootStore.getState().user).toEqual({ user: saved, token: TOKEN });
  });

  it('sends one save however often it is pressed', async () => {
    let answer: (value: ReturnType<typeof envelope<typeof ADA>>) => void = () => undefined;
    update.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderForm();
    await user.dblClick(save());
    await user.click(save());
    // Enter in a field submits without the (now disabled) button.
    fireEvent.submit(screen.getByRole('form', { name: 'Edit your details' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(save()).toBeDisabled();
    answer(envelope(ADA, 'Your changes have been saved.'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message when the email belongs to another account (409)", async () => {
    const message = 'An account with this email already exists.';
    update.mockRejectedValue(
      new ApiError('http', message, 409, { status: false, message, errors: { email: message } }),
    );
    const user = renderForm();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Current password'), 'correct horse');
    await user.click(save());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
    expect(useRootStore.getState().user.user).toEqual(ADA_ACCOUNT);
  });

  it('asks for the current password before a new email is saved, and sends it', async () => {
    update.mockResolvedValue(envelope({ ...ADA, email: 'grace@example.com' }, 'Saved.'));
    const user = renderForm();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'grace@example.com');
    await user.click(save());
    expect(
      screen.getByText('Enter your current password to change your email.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Current password'), 'correct horse');
    await user.click(save());
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'grace@example.com' }),
        'correct horse',
      ),
    );
  });

  it('a wrong current password is said under its field (403)', async () => {
    const message = 'Enter your current password to change your email.';
    update.mockRejectedValue(
      new ApiError('http', message, 403, { message, errors: { current_password: message } }),
    );
    const user = renderForm();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Current password'), 'wrong one');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows a 400's field messages under their fields", async () => {
    update.mockRejectedValue(
      new ApiError('http', 'Phone number is required.', 400, {
        status: false,
        message: 'Phone number is required.',
        errors: { phone: 'Phone number is required.', password: 'ignored' },
      }),
    );
    const user = renderForm();
    await user.click(save());

    await waitFor(() =>
      expect(field('Phone number')).toHaveAccessibleDescription('Phone number is required.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Phone number')).toHaveFocus();
  });

  it('shows any other failure as a message for the whole form', async () => {
    update.mockRejectedValue(
      new ApiError('network', 'We could not reach TableHop. Check your connection and try again.'),
    );
    const user = renderForm();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach TableHop. Check your connection and try again.',
    );
    expect(save()).toBeEnabled();
  });

  it('hands a refused token (401) to the page', async () => {
    update.mockRejectedValue(new ApiError('http', 'Please sign in to continue.', 401));
    const user = renderForm();
    await user.click(save());
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Cancel leaves without saving', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });
});
