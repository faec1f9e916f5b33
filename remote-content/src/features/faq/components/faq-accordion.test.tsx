import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/testing/router';
import { FaqAccordion } from './faq-accordion';
import { FAQ_ENTRIES } from './faq-entries';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqAccordion entries={FAQ_ENTRIES} />
    </MemoryRouter>,
  );
}

const question = (name: RegExp) => screen.getByRole('button', { name });
const openAnswers = () => screen.queryAllByRole('region');

it('lists the four questions of the spec as headings, all closed', () => {
  renderFaq();
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(headings).toHaveLength(4);
  [
    'What is your return policy for TableHop gift cards?',
    'Do you offer free shipping on gift cards?',
    'How can I track my gift card order?',
    'Can I change the shipping address after ordering?',
  ].forEach((name, i) => expect(headings[i]).toHaveAccessibleName(name));
  for (const button of screen.getAllByRole('button')) {
    expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  expect(openAnswers()).toHaveLength(0);
});

it('opens one answer at a time, and clicking the open one closes it', async () => {
  renderFaq();
  await userEvent.click(question(/return policy/));
  expect(question(/return policy/)).toHaveAttribute('aria-expanded', 'true');
  const returns = screen.getByRole('region', { name: /return policy/ });
  expect(question(/return policy/)).toHaveAttribute('aria-controls', returns.id);
  expect(returns).toHaveTextContent(/within 30 days/);
  expect(returns).toHaveTextContent(/unused/);
  expect(returns).toHaveTextContent(/original packaging/);

  await userEvent.click(question(/free shipping/));
  expect(question(/return policy/)).toHaveAttribute('aria-expanded', 'false');
  expect(openAnswers()).toHaveLength(1);
  expect(screen.getByRole('region', { name: /free shipping/ })).toHaveTextContent(/over €50/);

  await userEvent.click(question(/free shipping/));
  expect(openAnswers()).toHaveLength(0);
});

it('tells how to track an order and where to change the address', async () => {
  renderFaq();
  await userEvent.click(question(/track/));
  expect(screen.getByRole('region')).toHaveTextContent(/email you a tracking number/);
  await userEvent.click(question(/change the shipping address/));
  const answer = screen.getByRole('region');
  expect(answer).toHaveTextContent(/has not shipped yet/);
  expect(screen.getByRole('link', { name: /customer support/ })).toHaveAttribute(
    'href',
    '/contact',
  );
});

it('works from the keyboard', async () => {
  renderFaq();
  await userEvent.tab();
  expect(question(/return policy/)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(question(/return policy/)).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard(' ');
  expect(question(/return policy/)).toHaveAttribute('aria-expanded', 'false');
});
