import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import PartnerPage from './partner-page';

jest.mock('shared/api/get-captcha-config', () => ({
  getCaptchaConfig: () => new Promise(() => {}),
}));

it("says 'Get started', claims 15,000+ partners, and has the form and a link to /contact", () => {
  render(
    <MemoryRouter>
      <PartnerPage />
    </MemoryRouter>,
  );
  expect(screen.getByText('Get started')).toBeInTheDocument();
  expect(screen.getByText(/Join 15,000\+ restaurant partners/)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Register your business' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

it('draws its links, the form’s terms and privacy too, in the site’s link red, not browser blue', () => {
  render(
    <MemoryRouter>
      <PartnerPage />
    </MemoryRouter>,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(
    expect.arrayContaining(['Contact us', expect.stringMatching(/Terms/)]),
  );
  for (const link of links) expect(link).toHaveStyle({ color: 'rgb(200, 16, 46)' });
});
