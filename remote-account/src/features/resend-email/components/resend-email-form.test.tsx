import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResendEmailForm } from './resend-email-form';

function renderForm(props: Partial<Parameters<typeof ResendEmailForm>[0]> = {}) {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(<ResendEmailForm pending={false} onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

describe('ResendEmailForm (spec section 5, Resend email)', () => {
  it('an empty email: Email is required., with the focus on the field', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a malformed email: Invalid email format.; typing clears it', async () => {
    const { user, onSubmit } = renderForm({ initialEmail: 'ada.example.com' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(email).toHaveAccessibleDescription('Invalid email format.');
    expect(email).toHaveFocus();
    await user.type(email, 'x');
    expect(screen.queryByText('Invalid email format.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked address', async () => {
    const { user, onSubmit } = renderForm({ initialEmail: 'Ada@Example.com' });
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
  });

  it('is busy while sending', () => {
    renderForm({ pending: true });
    expect(screen.getByRole('button', { name: /Resend Email/ })).toBeDisabled();
  });
});
