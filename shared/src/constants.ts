// Business constants of the spec (section 9) and the browser storage keys (section 3).
import type { SortOption, Weekday } from 'shared/types';

/** The weekdays as the API and the store spell them, in Date#getDay() order (Sunday = 0). */
export const WEEKDAYS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** Where the API's calls and files are served (spec section 7). */
export const API_BASE_PATH = '/api/v1';

export const PRODUCT_NAME = 'TableHop';
export const PARTY_SIZE_MIN = 1;
/** The party a booking starts with until the diner picks one. */
export const DEFAULT_PARTY_SIZE = 1;
export const PARTY_SIZE_MAX = 50;
export const SLOT_MINUTES = 30;
export const HOLD_SECONDS = 300;
export const HOLD_WARNING_SECONDS = 120;
export const EXPIRY_GRACE_SECONDS = 300;
export const PHONE_DIGITS = 11;
export const OTP_DIGITS = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const CONTACT_MESSAGE_MAX = 500;
export const SEARCH_PAGE_SIZE = 10;
/** The last page number a search may ask the API for. */
export const SEARCH_PAGE_MAX = 10000;
/** The result page's order when its URL names none, for a name search (postcodes: nearest). */
export const DEFAULT_SORT: SortOption = 'rating';
/** A postcode search lists what is within this many km; with none inside, the nearest ones. */
export const NEAR_RADIUS_KM = 10;
/**
 * The Online booking filter when the URL names none: off, so a search finds a restaurant that
 * takes bookings by phone only (its card says so); the diner switches it on (README, Decisions).
 */
export const DEFAULT_ONLINE_BOOKING = false;
export const HOME_GRID_MAX = 16;
export const CUISINES_INITIALLY_SHOWN = 5;
export const REDIRECT_DELAY_MS = 3000;
export const PERSIST_TIMEOUT_MS = 5000;
export const LIGHTBOX_SWIPE_THRESHOLD_PX = 40;

export const STORAGE_KEYS = {
  token: 'token',
  guest: 'guest',
  guestToken: 'guestToken',
  cookiesConsent: 'cookiesConsent',
  reservationComplete: 'reservationComplete',
  registrationStatus: 'registrationStatus',
  rootStore: 'persist:root',
} as const;

/**
 * Marks the cookie banner, which the server hides before the first paint for a diner who has
 * chosen (api/src/web/cookie-banner-check.ts).
 */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';
export const COOKIE_BANNER_TEXT =
  'We use cookies to improve your experience. By continuing to use our site, you accept our use of cookies.';

/** The restaurant-owner site is separate from this product (spec section 1). */
export const RESTAURANT_OWNER_SITE_URL = 'https://partners.tablehop.co.uk';
export const COMPANY_WEBSITE_URL = 'https://www.tablehop.co.uk';
export const SOCIAL_PAGE_URL = 'https://www.facebook.com/tablehop';
