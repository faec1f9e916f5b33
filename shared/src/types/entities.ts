// Entities of spec section 3, as the client reads them.
export type Weekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface Slot {
  slot_start: string;
  slot_end: string;
}

export interface NamedTag {
  name: string;
}

export interface MenuItem {
  name: string;
  symbol: string | null;
  price: number | string;
  description: string | null;
}

export interface MenuCategory {
  name: string;
  menus: MenuItem[];
}

export interface Photo {
  id: number;
  avatar: string | null;
}

export interface Review {
  id?: number;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
  date: string;
  /** Spelled so by the API (spec section 3). */
  guest_informaion: { first_name: string };
}

export interface Restaurant {
  id: number;
  uuid: string;
  name: string;
  avatar: string | null;
  address: string | null;
  post_code?: string | null;
  category: string | null;
  category_list?: { name: string } | null;
  label_tags: NamedTag[];
  about_label_tags: NamedTag[];
  description: string | null;
  website: string | null;
  phone: string | null;
  aval_slots: Partial<Record<Weekday, Slot[]>>;
  menu_description?: { description: string } | null;
  photo_description?: { description: string } | null;
  categories?: MenuCategory[];
  photo?: Photo[];
  reviews?: Review[];
  online_booking?: boolean;
  price_level?: number;
}

export interface AvailableSlot {
  start: string;
  end: string;
}

export interface CurrentReservation {
  person: number;
  /** dd/mm/yyyy */
  date: string;
  day: Weekday;
  time: string | null;
  start_time: string | null;
  end_time: string | null;
  res_id: string | null;
  rest_name: string | null;
  reservation_id: number | null;
  reservation_uuid: string | null;
  /** The hold's secret from reservation-time-hold: needed to book, move or release it. */
  hold_token: string | null;
  reservation_message: string | null;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  // Optional: a store persisted before these were kept has none, which reads as not known.
  /** How long the table is the party's, in minutes (the restaurant's turn time). */
  tableMinutes?: number | null;
  /** How many more times Continue Reservation can extend the hold; 0 means none. */
  extensionsLeft?: number | null;
  /** The restaurant's phone, for checkout's Edit to offer a call when a party cannot book online. */
  restaurantPhone?: string | null;
  /** The last day the restaurant books online is London's today plus this many days. */
  bookingHorizonDays?: number | null;
}

export interface AccountUser {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string;
  status: 'active' | 'inactive';
  message?: string;
}

export type SortOption = 'relevance' | 'rating' | 'reviews' | 'price_desc' | 'price_asc';

export type SearchQuery = { post_code: string } | { name: string };
