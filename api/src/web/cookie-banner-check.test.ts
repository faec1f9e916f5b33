import { runInNewContext } from 'node:vm';
import { COOKIE_BANNER_CHECK } from './cookie-banner-check';

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Runs the check in a page whose storage is `storage`: what it added to <head>, and clicks. */
function run(storage: Storage) {
  const added: string[] = [];
  let onClick: ((event: { target: unknown }) => void) | undefined;
  const document = {
    createElement: (tag: string) => {
      expect(tag).toBe('style');
      return { textContent: '' };
    },
    head: { appendChild: (element: { textContent: string }) => added.push(element.textContent) },
    addEventListener: (type: string, listener: typeof onClick) => {
      expect(type).toBe('click');
      onClick = listener;
    },
  };
  runInNewContext(COOKIE_BANNER_CHECK, { document, localStorage: storage });
  /** A click on an element that is, or is not, a banner button of the server's HTML. */
  const click = (consent: string | null) =>
    onClick!({
      target: {
        closest: (selector: string) => {
          expect(selector).toBe('[data-prerendered] [data-cookie-banner] [data-consent]');
          return consent === null ? null : { getAttribute: () => consent };
        },
      },
    });
  return { added, click };
}

function memory(value: string | null = null) {
  const items = new Map<string, string>();
  if (value !== null) items.set('cookiesConsent', value);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, item: string) => void items.set(key, item),
  };
}

// The banner, and the room the page keeps for it at its foot (ADR 0038).
const HIDDEN =
  '[data-cookie-banner]{display:none}' +
  'html:has([data-cookie-banner]){scroll-padding-bottom:0}' +
  'html:has([data-cookie-banner]) body{padding-bottom:0}';

describe('the cookie banner check in <head>', () => {
  it.each(['accepted', 'denied'])('hides the banner when "%s" is stored', (value) => {
    expect(run(memory(value)).added).toEqual([HIDDEN]);
  });

  it.each([null, '', 'yes', 'ACCEPTED'])(
    'leaves it for a diner who has not chosen (%p)',
    (value) => {
      // The same values the banner itself shows for (use-cookie-consent.ts).
      expect(run(memory(value)).added).toEqual([]);
    },
  );

  it('leaves it when the storage cannot be read, without an error', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const page = run(blocked);
    expect(page.added).toEqual([]);
    // A choice still closes it, for this page.
    page.click('accepted');
    expect(page.added).toEqual([HIDDEN]);
  });

  it.each(['accepted', 'denied'])(
    'stores "%s" from a click on the server’s banner and hides it, before the app runs',
    (value) => {
      const storage = memory();
      const page = run(storage);
      page.click(value);
      expect(storage.items.get('cookiesConsent')).toBe(value);
      expect(page.added).toEqual([HIDDEN]);
    },
  );

  it('ignores clicks that are not on a button of the server’s banner', () => {
    const storage = memory();
    const page = run(storage);
    page.click(null);
    expect(storage.items.size).toBe(0);
    expect(page.added).toEqual([]);
  });
});
