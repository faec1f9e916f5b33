// The cookie banner's check, inlined in <head> of a page sent with its first screen (ADR
// 0025): compiled to one small script at build time (build/inline-scripts.cjs), never bundled.
// A diner who has chosen already (spec section 3: localStorage cookiesConsent) must not see
// the layout's banner, and the server cannot know: this hides it before the first paint.
import { COOKIE_BANNER_ATTRIBUTE, type STORAGE_KEYS } from 'shared/constants';

const d = document;
// The literal, not the object: the whole of STORAGE_KEYS would be compiled in. Its type keeps
// it the same as the app's key.
const key: (typeof STORAGE_KEYS)['cookiesConsent'] = 'cookiesConsent';

function hide() {
  const style = d.createElement('style');
  style.textContent =
    `[${COOKIE_BANNER_ATTRIBUTE}]{display:none}` +
    // The page's room for the banner (index.html, ADR 0038) goes with it.
    `html:has([${COOKIE_BANNER_ATTRIBUTE}]){scroll-padding-bottom:0}` +
    `html:has([${COOKIE_BANNER_ATTRIBUTE}]) body{padding-bottom:0}`;
  d.head.appendChild(style);
}

try {
  const choice = localStorage.getItem(key);
  if (choice === 'accepted' || choice === 'denied') hide();
} catch {
  // A storage that throws shows the banner.
}

// Until the app has taken the page over, a choice made on the server's HTML is stored and the
// banner goes, as the app would do, so the click is not lost; the app then finds it stored.
d.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.(
    `[data-prerendered] [${COOKIE_BANNER_ATTRIBUTE}] [data-consent]`,
  );
  if (!button) return;
  try {
    localStorage.setItem(key, button.getAttribute('data-consent')!);
  } catch {
    // Not stored: the choice still closes the banner, for this page.
  }
  hide();
});
