import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { PrerenderContext } from 'shared/prerender/prerendering';
import { MemoryRouter } from 'shared/testing/router';
import { SiteLayout } from './site-layout';

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <SiteLayout>
        <h1>Page</h1>
      </SiteLayout>
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

beforeEach(() => {
  // Each page opens at its top; jsdom has no scrolling.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  document.head.innerHTML = '';
});

it.each(['Accept', 'Deny'])(
  'after %s the page takes focus, not the body (the start of the tab order)',
  async (name) => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(banner()).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  },
);

it("the footer's Cookie settings brings the banner back to change the choice, then focus returns to it", async () => {
  localStorage.setItem('cookiesConsent', 'accepted');
  // What the server's inline check adds for a diner who chose (api/src/web/cookie-banner-check.ts).
  const hide = document.createElement('style');
  hide.textContent = '[data-cookie-banner]{display:none}';
  document.head.appendChild(hide);
  renderLayout();
  expect(banner()).toBeNull();

  const settings = screen.getByRole('button', { name: 'Cookie settings' });
  await userEvent.click(settings);
  expect(banner()).toBeVisible();
  expect(hide).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
  expect(localStorage.getItem('cookiesConsent')).toBe('denied');
  expect(banner()).toBeNull();
  expect(settings).toHaveFocus();
});

it('the prerendered layout has the same footer, Cookie settings included, and the banner', () => {
  // The build renders in Node; here React warns that layout effects do not run on a server.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = renderToStaticMarkup(
    <PrerenderContext.Provider value={true}>
      <MemoryRouter initialEntries={['/']}>
        <SiteLayout>page</SiteLayout>
      </MemoryRouter>
    </PrerenderContext.Provider>,
  );
  expect(html).toContain('id="cookie-settings"');
  expect(html).toContain('data-cookie-banner');
});
