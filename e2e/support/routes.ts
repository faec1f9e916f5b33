/** Every route of spec section 2 with the remote that must serve it and its heading. */
export interface RouteCase {
  path: string;
  remote: string;
  heading: string | RegExp;
}

export const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/', remote: 'remote-search', heading: 'Indulge in a culinary delight' },
  { path: '/search-result?name=Dishoom', remote: 'remote-search', heading: 'Search Result' },
  // No restaurant has this uuid: the page settles on its not-found state (booking.spec.ts
  // opens a real one). Its loading heading would race the API's answer.
  {
    path: '/restaurant-details/0b6e2f0e-9a53-4a6b-8e55-3f1f3c1d2a11',
    remote: 'remote-restaurant',
    heading: 'Restaurant not found',
  },
  { path: '/checkout', remote: 'remote-checkout', heading: 'Checkout' },
  { path: '/edit-reservation', remote: 'remote-checkout', heading: 'Edit reservation' },
  { path: '/sign-in', remote: 'remote-account', heading: 'Sign in' },
  { path: '/sign-up', remote: 'remote-account', heading: 'Sign up' },
  { path: '/forgot-password', remote: 'remote-account', heading: 'Forgot password' },
  { path: '/otp-verification', remote: 'remote-account', heading: 'OTP verification' },
  { path: '/reset-password', remote: 'remote-account', heading: 'Reset password' },
  { path: '/resend-mail', remote: 'remote-account', heading: 'Resend verification email' },
  { path: '/activate-account', remote: 'remote-account', heading: 'Activate your account' },
  { path: '/faq', remote: 'remote-content', heading: 'FAQ' },
  { path: '/privacy-policy', remote: 'remote-content', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', remote: 'remote-content', heading: 'Terms and Conditions' },
  { path: '/contact', remote: 'remote-content', heading: 'Contact Us' },
  { path: '/about-us', remote: 'remote-content', heading: 'About Us' },
  { path: '/partner', remote: 'remote-content', heading: 'Register Your Business' },
  { path: '/test', remote: 'remote-content', heading: 'Demo filters' },
];

export const REMOTES = [
  'remote-search',
  'remote-restaurant',
  'remote-checkout',
  'remote-account',
  'remote-content',
];
