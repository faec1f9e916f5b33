import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { PrerenderContext } from 'shared/prerender/prerendering';
import { CookieBanner } from './cookie-banner';

// Spec section 9: the exact banner text.
const BANNER_TEXT =
  'We use cookies to improve your experience. By continuing to use our site, you accept our use of cookies.';

beforeEach(() => {
  localStorage.clear();
});

describe('CookieBanner (spec section 4, cookie consent)', () => {
  it('shows the banner with the exact spec text when nothing is stored', () => {
    render(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent(BANNER_TEXT);
    expect(screen.getByText(BANNER_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeInTheDocument();
  });

  it('Accept stores "accepted" under cookiesConsent and hides the banner', async () => {
    const user = userEvent.setup();
    render(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookiesConsent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Deny stores "denied" under cookiesConsent and hides the banner', async () => {
    const user = userEvent.setup();
    render(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect(localStorage.getItem('cookiesConsent')).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it.each(['accepted', 'denied'])('never renders once "%s" is stored', (value) => {
    localStorage.setItem('cookiesConsent', value);
    const { container, rerender } = render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    rerender(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stays away on a later visit after a choice was made', async () => {
    const user = userEvent.setup();
    const first = render(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    first.unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it.each(['yes', 'ACCEPTED', ''])('shows the banner for an unknown stored value %p', (value) => {
    localStorage.setItem('cookiesConsent', value);
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent(BANNER_TEXT);
  });

  it('replaces an unknown stored value with the choice made', async () => {
    localStorage.setItem('cookiesConsent', 'maybe');
    const user = userEvent.setup();
    render(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookiesConsent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('is in the prerendered layout whatever is stored, marked for the server to hide', () => {
    // The build has no browser storage: the page's <head> hides it for a diner who chose
    // (api/src/web/cookie-banner-check.ts).
    localStorage.setItem('cookiesConsent', 'accepted');
    const html = renderToStaticMarkup(
      <PrerenderContext.Provider value={true}>
        <CookieBanner />
      </PrerenderContext.Provider>,
    );
    expect(html).toMatch(/^<section aria-label="Cookie consent" data-cookie-banner=""/);
    expect(html).toContain(BANNER_TEXT);
  });
});
