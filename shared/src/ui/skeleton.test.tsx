// jest-setup.cjs registers the jest-dom matchers at runtime; this import also brings in their
// TypeScript types, which shared/tsconfig.json does not include otherwise.
import { render, screen, within } from '@testing-library/react';
import { SkeletonRows } from 'shared/ui/skeleton';

describe('SkeletonRows', () => {
  it.each([1, 5, 10])('renders %i rows inside one status named Loading', (count) => {
    render(<SkeletonRows count={count} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(within(status).getAllByTestId('skeleton-row')).toHaveLength(count);
  });

  it('renders no rows for count 0', () => {
    render(<SkeletonRows count={0} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(within(status).queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it('is announced once, however many rows it has', () => {
    render(<SkeletonRows count={5} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('takes a custom label', () => {
    render(<SkeletonRows count={2} label="Loading restaurants" />);
    expect(screen.getByRole('status', { name: 'Loading restaurants' })).toBeInTheDocument();
  });

  it('gives each row the requested height', () => {
    render(<SkeletonRows count={2} height={40} />);
    for (const row of screen.getAllByTestId('skeleton-row')) {
      expect(row).toHaveStyle({ height: '40px' });
    }
  });
});
