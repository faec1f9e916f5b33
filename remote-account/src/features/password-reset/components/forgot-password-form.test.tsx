import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordForm } from './forgot-password-form';

function renderForm(props: Partial<Parameters<typeof ForgotPasswordForm>[0]> = {}) {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(<ForgotPasswordForm pending={false} onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

describe('ForgotPasswordForm (spec section 5, Forgot password)', () => {
  it('an empty email: Email is required., with the focus on the field', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a malformed email: Email address is invalid.; typing clears it', async () => {
    const { user, onSubmit } = renderForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(email).toHaveAccessibleDescription('Email address is invalid.');
    await user.type(email, '.com');
    expect(screen.queryByText('Email address is invalid.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed, lower-cased address, starting from the one given', async () => {
    const { user, onSubmit } = renderForm({ initialEmail: ' Ada@Example.com ' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('Ada@Example.com');
    await user.keyboard('{Tab}{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
  });

  it('shows why the last send failed as an alert, and a busy button while sending', () => {
    renderForm({ problem: 'Failed to send OTP. Please try again.', pending: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
    expect(screen.getByRole('button', { name: /Send OTP/ })).toBeDisabled();
  });
});
