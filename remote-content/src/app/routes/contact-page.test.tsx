import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import ContactPage from './contact-page';

jest.mock('shared/api/get-captcha-config', () => ({
  getCaptchaConfig: () => new Promise(() => {}),
}));

it('has the form, the two info cards and a link to the FAQ, headings in order', () => {
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Send us a message',
    'Customer Support',
    'Sales and Marketing',
  ]);
});
