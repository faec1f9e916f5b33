import { render, screen } from '@testing-library/react';
import { AccountPage } from './account-page';

it('draws links (sign-in, sign-up, registration success) in the site’s link red, not browser blue', () => {
  render(
    <AccountPage>
      <a href="/sign-up">Create an account</a>
    </AccountPage>,
  );
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveStyle({
    color: 'rgb(200, 16, 46)',
  });
});
