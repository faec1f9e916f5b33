import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import RegistrationSuccessPage from './registration-success-page';

it('tells the new user to check the email it was sent to, with a resend link', () => {
  render(
    <MemoryRouter
      initialEntries={[{ pathname: '/registration-success', state: { email: 'ada@example.com' } }]}
    >
      <RegistrationSuccessPage />
    </MemoryRouter>,
  );
  expect(screen.getByText(/Please check your email \(ada@example.com\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'send it again' })).toHaveAttribute(
    'href',
    '/resend-mail',
  );
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
});
