import INLINE_SCRIPTS from './compiled.json';
import { removePages, runInPage } from './inline-test-page';

// The layout's banner as the server sends it (shell/src/app/components/cookie-banner.tsx).
const PAGE =
  '<div id="root" data-prerendered=""><main><button type="button">Search</button></main>' +
  '<div data-cookie-banner=""><p>We use cookies.</p>' +
  '<button type="button" data-consent="accepted">Accept</button>' +
  '<button type="button" data-consent="denied">Deny</button></div></div>';

// The banner, and the room the page keeps for it at its foot (ADR 0038).
const HIDDEN =
  '[data-cookie-banner]{display:none}' +
  'html:has([data-cookie-banner]){scroll-padding-bottom:0}' +
  'html:has([data-cookie-banner]) body{padding-bottom:0}';

/** A storage holding `value` under the consent key, or one whose every call throws. */
function storage(value: string | null | 'throws') {
  const items = new Map<string, string>();
  if (value !== null && value !== 'throws') items.set('cookiesConsent', value);
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    items,
    getItem: value === 'throws' ? fail : (key: string) => items.get(key) ?? null,
    setItem: value === 'throws' ? fail : (key: string, item: string) => void items.set(key, item),
  };
}

/** The compiled check in <head> of a page whose storage is `store`. */
function load(store: ReturnType<typeof storage>) {
  const page = runInPage(INLINE_SCRIPTS.cookieBannerCheck, {
    body: PAGE,
    setUp: (w) => Object.defineProperty(w, 'localStorage', { value: store }),
  });
  const banner = page.document.querySelector<HTMLElement>('[data-cookie-banner]')!;
  const button = (name: string) =>
    [...page.document.querySelectorAll('button')].find((b) => b.textContent === name)!;
  /** The styles the check added to <head>. */
  const added = () =>
    [...page.document.head.querySelectorAll('style')].map((style) => style.textContent);
  return { page, banner, button, added };
}

afterEach(removePages);

describe('the compiled cookie banner check in <head>', () => {
  it.each(['accepted', 'denied'])(
    'hides the banner before the first paint when "%s" is stored',
    (value) => {
      const { page, banner, added } = load(storage(value));
      expect(added()).toEqual([HIDDEN]);
      expect(page.getComputedStyle(banner).display).toBe('none');
    },
  );

  it.each([null, '', 'yes', 'ACCEPTED'])(
    'leaves it for a diner who has not chosen (%p)',
    (value) => {
      // The same values the banner itself shows for (use-cookie-consent.ts).
      const { page, banner, added } = load(storage(value));
      expect(added()).toEqual([]);
      expect(page.getComputedStyle(banner).display).not.toBe('none');
    },
  );

  it('leaves it when the storage cannot be read, and a choice still closes it for the page', () => {
    const { button, added } = load(storage('throws'));
    expect(added()).toEqual([]);
    button('Accept').click();
    expect(added()).toEqual([HIDDEN]);
  });

  it.each([
    ['Accept', 'accepted'],
    ['Deny', 'denied'],
  ])('stores the choice from a click on the server’s %s and hides the banner', (name, value) => {
    const store = storage(null);
    const { page, banner, button, added } = load(store);
    button(name).click();
    expect(store.items.get('cookiesConsent')).toBe(value);
    expect(added()).toEqual([HIDDEN]);
    expect(page.getComputedStyle(banner).display).toBe('none');
  });

  it('ignores clicks that are not on a button of the server’s banner', () => {
    const store = storage(null);
    const { page, button, added } = load(store);
    button('Search').click();
    page.document.querySelector('p')!.click();
    expect(store.items.size).toBe(0);
    expect(added()).toEqual([]);
  });

  it('ignores the banner once the app has taken the page over (no data-prerendered)', () => {
    const store = storage(null);
    const { page, button, added } = load(store);
    page.document.getElementById('root')!.removeAttribute('data-prerendered');
    button('Accept').click();
    expect(store.items.size).toBe(0);
    expect(added()).toEqual([]);
  });
});
