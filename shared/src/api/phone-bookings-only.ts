/**
 * What the API answers for a restaurant that takes bookings by phone only (its online_booking
 * flag): a hold or a booking is refused (409) with it, and its availability is empty with it.
 * One text for the API and the pages that tell this refusal from a table someone else took.
 */
export const PHONE_BOOKINGS_ONLY = 'This restaurant takes bookings by phone only.';
