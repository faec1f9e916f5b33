import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoFilters } from './demo-filters';

const summary = () => screen.getByRole('status');
const group = (name: string) => screen.getByRole('group', { name });

it('offers review scores 1 to 6, prices 1 to 5, bookable online, party 1 to 10 and sample times', () => {
  render(<DemoFilters />);
  expect(within(group('Review score')).getAllByRole('radio')).toHaveLength(6);
  expect(screen.getByRole('radio', { name: '1 or more' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '6 or more' })).toBeInTheDocument();
  expect(within(group('Price')).getAllByRole('radio')).toHaveLength(5);
  expect(screen.getByRole('radio', { name: 'Up to price level 5 of 5' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Bookable online' })).toBeChecked();
  const party = screen.getByRole('combobox', { name: 'Party size' });
  expect(
    within(party)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['1 person', ...Array.from({ length: 9 }, (_, i) => `${i + 2} people`)]);
  expect(
    within(group('Time'))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    '12:00 PM',
    '12:30 PM',
    '1:00 PM',
    '6:00 PM',
    '6:30 PM',
    '7:00 PM',
    '7:30 PM',
    '8:00 PM',
  ]);
  expect(summary()).toHaveTextContent(
    'Rated 1 or more, up to £££££, bookable online, for 2 people, at any time',
  );
});

it('describes the chosen filters, and Reset filters restores the defaults', async () => {
  render(<DemoFilters />);
  await userEvent.click(screen.getByRole('radio', { name: '4 or more' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Up to price level 2 of 5' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Bookable online' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Party size' }), '1');
  await userEvent.click(screen.getByRole('button', { name: '7:30 PM' }));
  expect(screen.getByRole('button', { name: '7:30 PM' })).toHaveAttribute('aria-pressed', 'true');
  expect(summary()).toHaveTextContent(
    'Rated 4 or more, up to ££, any booking method, for 1 person, at 7:30 PM',
  );

  // The chosen time, clicked again, is let go.
  await userEvent.click(screen.getByRole('button', { name: '7:30 PM' }));
  expect(summary()).toHaveTextContent(/at any time$/);

  await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
  expect(summary()).toHaveTextContent(
    'Rated 1 or more, up to £££££, bookable online, for 2 people, at any time',
  );
});
