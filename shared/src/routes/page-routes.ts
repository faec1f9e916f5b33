// Spec section 2: every page route and the remote that owns it. Pure data (no React), so
// the shell renders its routes from it and the API reads it to send, with a page's
// index.html, preload hints for that page's remote. The shell knows only remote names; the
// remotes' URLs come from /remotes.json at run time.
import { HOME_CUISINES_URL } from 'shared/search/busiest-cuisine';
import { SEARCH_RESULT_PATH } from 'shared/search/search-query';
import { BOOKING_LINK_PATH } from 'shared/routes/booking-link';

import type { REMOTES } from 'shared/routes/remotes';

/** A remote's federation name, from the one list of remotes (shared/routes/remotes). */
export type RemoteName = (typeof REMOTES)[number]['federationName'];

/** What the shell checks before showing a page (it may redirect to another one instead). */
export type PageGuard = 'signed-in' | 'reservation-complete' | 'registration-complete';

export interface PageRoute {
  /** A React Router path: static segments and `:param` segments. */
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, without './'. */
  module: string;
  guard?: PageGuard;
  /**
   * The API call the page makes first, as a path with the route's `:param`s (the params go in
   * encoded, as the page's fetcher puts them). The server preloads it with the page, so the
   * page's data is on its way before the app has started. Only calls without credentials.
   */
  data?: string;
  /**
   * The page's first call is the restaurant search its query string holds, when it holds
   * one (shared/api/search-restaurants-url): preloaded and rendered as `data` is.
   */
  searchData?: true;
  /**
   * An API call, without params, that the server renders the page with and sends beside it,
   * which the page never makes itself (it asks for more when the diner wants more): never
   * preloaded. Where the server cannot render it, the page's built HTML is sent instead.
   */
  sentData?: string;
}

/**
 * The answers to a route's `data` call that mean the page's subject does not exist (400 is the
 * API refusing an id that is not a uuid: to a diner, the same dead link). The page says so
 * ('Restaurant not found') and the server answers its URL with 404.
 */
export const MISSING_SUBJECT_STATUSES: readonly number[] = [400, 404];

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', remote: 'remote_search', module: 'home-page', sentData: HOME_CUISINES_URL },
  {
    path: SEARCH_RESULT_PATH,
    remote: 'remote_search',
    module: 'search-result-page',
    searchData: true,
  },
  {
    path: '/restaurant-details/:restaurantId',
    remote: 'remote_restaurant',
    module: 'restaurant-page',
    // shared/api/get-restaurant.ts
    data: '/api/v1/user/restaurants/:restaurantId',
  },
  { path: '/checkout', remote: 'remote_checkout', module: 'checkout-page' },
  {
    path: '/thank-you',
    remote: 'remote_checkout',
    module: 'thank-you-page',
    guard: 'reservation-complete',
  },
  { path: '/edit-reservation', remote: 'remote_checkout', module: 'edit-reservation-page' },
  { path: '/sign-in', remote: 'remote_account', module: 'sign-in-page' },
  { path: '/sign-up', remote: 'remote_account', module: 'sign-up-page' },
  { path: '/forgot-password', remote: 'remote_account', module: 'forgot-password-page' },
  { path: '/otp-verification', remote: 'remote_account', module: 'otp-verification-page' },
  { path: '/reset-password', remote: 'remote_account', module: 'reset-password-page' },
  { path: '/resend-mail', remote: 'remote_account', module: 'resend-mail-page' },
  // The emailed activation link (not a route of the spec, which shows no activation screen).
  { path: '/activate-account', remote: 'remote_account', module: 'activate-account-page' },
  // A booking's emailed link (shared/routes/booking-link): seen and cancelled without signing in.
  { path: `${BOOKING_LINK_PATH}/:reservationId`, remote: 'remote_account', module: 'booking-page' },
  {
    path: '/registration-success',
    remote: 'remote_account',
    module: 'registration-success-page',
    guard: 'registration-complete',
  },
  { path: '/profile', remote: 'remote_account', module: 'profile-page', guard: 'signed-in' },
  { path: '/faq', remote: 'remote_content', module: 'faq-page' },
  { path: '/privacy-policy', remote: 'remote_content', module: 'privacy-policy-page' },
  { path: '/terms-and-conditions', remote: 'remote_content', module: 'terms-page' },
  { path: '/contact', remote: 'remote_content', module: 'contact-page' },
  { path: '/about-us', remote: 'remote_content', module: 'about-us-page' },
  { path: '/partner', remote: 'remote_content', module: 'partner-page' },
  { path: '/test', remote: 'remote_content', module: 'test-page' },
];

export const segmentsOf = (pathname: string) =>
  pathname.split('/').filter((segment) => segment !== '');

/**
 * The route a URL path renders, matched as React Router matches these flat routes: case
 * does not matter, a trailing slash does not matter, and a `:param` takes exactly one
 * non-empty segment. `undefined` is the shell's 404 page.
 */
export function matchPageRoute(pathname: string): PageRoute | undefined {
  const actual = segmentsOf(pathname.toLowerCase());
  return PAGE_ROUTES.find((route) => {
    const pattern = segmentsOf(route.path.toLowerCase());
    return (
      pattern.length === actual.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === actual[index])
    );
  });
}

/**
 * Where the shell's prerendered layout (shell/src/app/prerender.tsx) takes a page's own
 * prerendered HTML; the server fills it per request (api/src/web/page-prerender.ts).
 */
export const PAGE_SLOT = '<template data-page-slot=""></template>';
