import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';

// Password fields have no ARIA role; their labels find them.
const newPassword = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm password');

function renderForm(props: Partial<ResetPasswordFormProps> = {}) {
  const onSubmit = jest.fn();
  const onBackToLogin = jest.fn();
  const user = userEvent.setup();
  render(
    <ResetPasswordForm
      email="ada@example.com"
      pending={false}
      onSubmit={onSubmit}
      onBackToLogin={onBackToLogin}
      {...props}
    />,
  );
  return { user, onSubmit, onBackToLogin };
}

describe('ResetPasswordForm (spec section 5, Reset password)', () => {
  it('has two password fields for a new password', () => {
    renderForm();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('autoComplete', 'new-password');
    expect(confirmation()).toHaveAttribute('type', 'password');
  });

  it('empty: Password is required. and Please confirm your password., focus on the first', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(newPassword()).toHaveAccessibleDescription('Password is required.');
    expect(confirmation()).toHaveAccessibleDescription('Please confirm your password.');
    expect(newPassword()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('too short: Password must be at least 8 characters long.', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(newPassword(), 'short');
    await user.type(confirmation(), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(newPassword()).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('different: Passwords do not match., focus on the confirmation', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(newPassword(), 'new-secret-1');
    await user.type(confirmation(), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(confirmation()).toHaveAccessibleDescription('Passwords do not match.');
    expect(newPassword()).not.toHaveAttribute('aria-invalid');
    expect(confirmation()).toHaveFocus();
    await user.type(confirmation(), 'x');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the password exactly as typed', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(newPassword(), ' new secret ');
    await user.type(confirmation(), ' new secret ');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(onSubmit).toHaveBeenCalledWith(' new secret ');
  });

  it('Back to Login, and a busy submit button while sending', async () => {
    const { user, onBackToLogin } = renderForm({ pending: true });
    expect(screen.getByRole('button', { name: /Reset password/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onBackToLogin).toHaveBeenCalled();
  });
});
