// Spec section 2: every route and the remote that owns it. The shell knows only names;
// the remotes' URLs come from /remotes.json at run time.
export type RemoteName =
  'remote_search' | 'remote_restaurant' | 'remote_checkout' | 'remote_account' | 'remote_content';

import type { Guard } from '../features/guards/components/route-guard';

export interface RemoteRouteDef {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, without './'. */
  module: string;
  guard?: Guard;
}

export const ROUTES: readonly RemoteRouteDef[] = [
  { path: '/', remote: 'remote_search', module: 'home-page' },
  { path: '/search-result', remote: 'remote_search', module: 'search-result-page' },
  {
    path: '/restaurant-details/:restaurantId',
    remote: 'remote_restaurant',
    module: 'restaurant-page',
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
