import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import { Footer } from './footer';

function renderFooter() {
  return render(
    <MemoryRouter initialEntries={['/faq']}>
      <Footer />
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('Footer (spec section 2, layout)', () => {
  it('is the page contentinfo landmark', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has the columns About, Quick Links, Apps and Social, in that order', () => {
    renderFooter();
    const headings = within(screen.getByRole('contentinfo'))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['About', 'Quick Links', 'Apps', 'Social']);
  });

  it.each([
    ['About Us', '/about-us'],
    ['Contact', '/contact'],
    ['Faq', '/faq'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms & Conditions', '/terms-and-conditions'],
  ])('Quick Links has "%s" to %s', (name, href) => {
    renderFooter();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    const link = within(quickLinks).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
  });

  it('Quick Links holds exactly the five spec links', () => {
    renderFooter();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getAllByRole('link')).toHaveLength(5);
  });

  it('the footer logo links to /', () => {
    renderFooter();
    const about = screen.getByRole('region', { name: 'About' });
    const logo = within(about).getByRole('link', { name: 'TableHop home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveTextContent('TableHop');
  });

  it('Apps has two store badges, opening in a new tab', () => {
    renderFooter();
    const apps = screen.getByRole('region', { name: 'Apps' });
    const links = within(apps).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('Social has three icon links and the first is the social network page in a new tab', () => {
    renderFooter();
    const social = screen.getByRole('region', { name: 'Social' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAccessibleName('TableHop on Facebook');
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('every external link opens in a new tab without leaking the opener', () => {
    renderFooter();
    const external = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .filter((a) => /^https?:\/\//.test(a.getAttribute('href') ?? ''));
    expect(external.length).toBeGreaterThanOrEqual(6);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('shows the current year and TableHop in the copyright line, with the website in a new tab', () => {
    renderFooter();
    const year = new Date().getFullYear();
    const line = screen.getByText(new RegExp(`© ${year} TableHop`));
    const site = within(line).getByRole('link');
    expect(site).toHaveAttribute('href', 'https://www.tablehop.co.uk');
    expect(site).toHaveAttribute('target', '_blank');
  });

  it('takes the year from the clock, not from a constant', () => {
    jest.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z') });
    renderFooter();
    expect(screen.getByText(/© 2031 TableHop/)).toBeInTheDocument();
  });
});
