// The cookie banner is part of a page's first screen: the shell's prerendered layout has it,
// so a new diner sees it painted with the page instead of popping up over it once the app has
// started (on the result page that late banner was the largest thing a phone painted, and so
// the page's LCP). A diner who has chosen already must not see it at all, and the server
// cannot know: an inline script in <head> hides it before the first paint (docs/decisions/0025).
// Its source is shared/src/prerender/inline/cookie-banner-check.ts, compiled at build time
// (build/inline-scripts.cjs).
import INLINE_SCRIPTS from 'shared/prerender/inline-scripts';
import { cspHash } from './csp-hash';

/** The compiled check: constant text, so the CSP allows it by its hash. */
export const COOKIE_BANNER_CHECK = INLINE_SCRIPTS.cookieBannerCheck;

export const COOKIE_BANNER_CHECK_CSP = cspHash(COOKIE_BANNER_CHECK);
