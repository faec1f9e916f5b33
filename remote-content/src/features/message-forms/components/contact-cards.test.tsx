import { render, screen, within } from '@testing-library/react';
import { ContactCards } from './contact-cards';

it('Customer Support: a phone, the support email and the opening hours of spec section 9', () => {
  render(<ContactCards />);
  const card = screen.getByRole('heading', { level: 2, name: 'Customer Support' }).parentElement!;
  expect(within(card).getByRole('link', { name: '020 7946 0321' })).toHaveAttribute(
    'href',
    'tel:+442079460321',
  );
  expect(within(card).getByRole('link', { name: 'support@tablehop.co.uk' })).toHaveAttribute(
    'href',
    'mailto:support@tablehop.co.uk',
  );
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Mon-Fri 9:30am-11:00pm', 'Sat 10:00am-11:00pm', 'Sun 2:00pm-11:00pm']);
});

it('Sales and Marketing: a phone and an email', () => {
  render(<ContactCards />);
  const card = screen.getByRole('heading', {
    level: 2,
    name: 'Sales and Marketing',
  }).parentElement!;
  expect(within(card).getByRole('link', { name: '020 7946 0654' })).toHaveAttribute(
    'href',
    'tel:+442079460654',
  );
  expect(within(card).getByRole('link', { name: 'partners@tablehop.co.uk' })).toHaveAttribute(
    'href',
    'mailto:partners@tablehop.co.uk',
  );
});
