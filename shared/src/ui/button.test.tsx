// jest-setup.cjs registers the jest-dom matchers at runtime; this import also brings in their
// TypeScript types, which shared/tsconfig.json does not include otherwise.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'shared/ui/button';

describe('Button', () => {
  it('is an enabled type="button" with no spinner by default, and clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Find</Button>);
    const button = screen.getByRole('button', { name: 'Find' });

    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading: shows a status named Loading and is disabled and busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Find
      </Button>,
    );
    const button = screen.getByRole('button', { name: /find/i });

    expect(within(button).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('loading wins over disabled={false}', () => {
    render(
      <Button loading disabled={false}>
        Reserve now
      </Button>,
    );
    expect(screen.getByRole('button', { name: /reserve now/i })).toBeDisabled();
  });

  it('removes the spinner and re-enables when loading ends', () => {
    const { rerender } = render(<Button loading>Find</Button>);
    rerender(<Button loading={false}>Find</Button>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find' })).toBeEnabled();
  });

  it('can be disabled without loading, and shows no spinner then', () => {
    render(<Button disabled>Find</Button>);
    expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('submits a form when type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form aria-label="Search" onSubmit={onSubmit}>
        <Button type="submit">Find</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not leak the variant or loading props onto the DOM', () => {
    render(
      <Button variant="secondary" loading>
        Find
      </Button>,
    );
    const button = screen.getByRole('button', { name: /find/i });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('loading');
  });
});
