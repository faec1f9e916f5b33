// The cookie banner is part of a page's first screen: the shell's prerendered layout has it,
// so a new diner sees it painted with the page instead of popping up over it once the app has
// started (on the result page that late banner was the largest thing a phone painted, and so
// the page's LCP). A diner who has chosen already (spec section 3: localStorage
// cookiesConsent) must not see it at all, and the server cannot know: this inline script in
// <head> hides it before the first paint (docs/decisions/0025). The app then renders the
// banner or not, as before.
import { COOKIE_BANNER_ATTRIBUTE, STORAGE_KEYS } from 'shared/constants';
import { cspHash } from './csp-hash';

const HIDE =
  'function hide(){var s=d.createElement("style");' +
  `s.textContent="[${COOKIE_BANNER_ATTRIBUTE}]{display:none}` +
  // The page's room for the banner (index.html, ADR 0038) goes with it.
  `html:has([${COOKIE_BANNER_ATTRIBUTE}]){scroll-padding-bottom:0}` +
  `html:has([${COOKIE_BANNER_ATTRIBUTE}]) body{padding-bottom:0}";d.head.appendChild(s)}`;

/**
 * Hides the banner at once for a stored choice. Until the app has taken the page over, it also
 * makes the banner's buttons work: a choice made on the server's HTML is stored and the banner
 * goes, as the app would do, so the click is not lost; the app then finds the choice stored.
 * A storage that throws shows the banner, and a choice closes it for the page. Constant text: the CSP allows it by
 * its hash.
 */
export const COOKIE_BANNER_CHECK =
  '(function(){var d=document,k=' +
  JSON.stringify(STORAGE_KEYS.cookiesConsent) +
  ';' +
  HIDE +
  'try{var c=localStorage.getItem(k);if(c==="accepted"||c==="denied")hide()}catch(e){}' +
  'd.addEventListener("click",function(e){var b=e.target&&e.target.closest&&' +
  `e.target.closest("[data-prerendered] [${COOKIE_BANNER_ATTRIBUTE}] [data-consent]");` +
  'if(!b)return;try{localStorage.setItem(k,b.getAttribute("data-consent"))}catch(x){}hide()})' +
  '})();';

export const COOKIE_BANNER_CHECK_CSP = cspHash(COOKIE_BANNER_CHECK);
