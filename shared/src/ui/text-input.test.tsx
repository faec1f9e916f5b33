// jest-setup.cjs registers the jest-dom matchers at runtime; this import also brings in their
// TypeScript types, which shared/tsconfig.json does not include otherwise.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { colors } from 'shared/ui/theme';
import { TextInput } from 'shared/ui/text-input';

describe('TextInput', () => {
  it('is a textbox named by its label', () => {
    render(<TextInput label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('with an error: shows the message under the field, marks it invalid and describes it', () => {
    render(<TextInput label="Email" error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const message = screen.getByText('Email is required.');

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-describedby', message.id);
    expect(input).toHaveAccessibleDescription('Email is required.');
    // "Under the field": the message comes after the input in document order.
    expect(input.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('with an error: the border is red (theme danger colour), computed from the emotion styles', () => {
    render(<TextInput label="Email" error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveStyle({ borderColor: colors.danger });
    expect(getComputedStyle(input).borderTopColor).toBe('rgb(198, 40, 40)');
  });

  it('without an error: no message, no aria-invalid, no description, grey border', () => {
    const { container } = render(<TextInput label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });

    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('');
    expect(container.querySelector('p')).toBeNull();
    expect(input).toHaveStyle({ borderColor: colors.line });
    expect(input).not.toHaveStyle({ borderColor: colors.danger });
  });

  it.each([null, ''])('treats error=%p as no error', (error) => {
    render(<TextInput label="Email" error={error} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('drops the error state once the error is cleared', () => {
    const { rerender } = render(<TextInput label="Email" error="Email address is invalid." />);
    rerender(<TextInput label="Email" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.queryByText('Email address is invalid.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('uses a given id for the label and the error message', () => {
    render(<TextInput id="email" label="Email" error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-error');
    expect(screen.getByText('Email is required.')).toHaveAttribute('id', 'email-error');
  });

  it('gives each instance its own ids', () => {
    render(
      <>
        <TextInput label="First name" error="First name is required." />
        <TextInput label="Last name" error="Last name is required." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'First name is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name is required.',
    );
  });

  it('passes input props through, forwards its ref and takes typing', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(
      <TextInput
        ref={ref}
        label="Search"
        placeholder="Enter a restaurant name or postcode"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('placeholder', 'Enter a restaurant name or postcode');

    await user.type(input, 'SW1A 1AA');
    expect(input).toHaveValue('SW1A 1AA');
    expect(onChange).toHaveBeenCalledTimes(8);
  });

  // Regression: `hidden` once reached the DOM and removed the label, and the input's name with it.
  it('hideLabel hides the label visually but keeps it as the accessible name', () => {
    render(<TextInput label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).not.toHaveAttribute('hidden');
  });

  it('keeps a caller aria-describedby next to the error message', () => {
    render(
      <TextInput label="Phone" aria-describedby="phone-hint" error="Phone number is required." />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-describedby')).toMatch(/^phone-hint \S+-error$/);
    expect(input).toHaveAccessibleDescription('Phone number is required.');
  });

  it('hideLabel still associates the label element with the input', () => {
    render(<TextInput label="Search" hideLabel />);
    const input = screen.getByRole('textbox');
    expect(screen.getByText('Search')).toHaveAttribute('for', input.id);
  });
});
